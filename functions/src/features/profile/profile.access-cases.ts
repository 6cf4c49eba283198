/**
 * Owner cases of the profile routes for the route × actor matrix (accounts/access-matrix):
 * performer A uploads pictures and saves a profile; performer B reaches for them.
 */
import type { TestUser } from '../../../../tools/testing/users';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { uploadPicture } from './profile.test-support';

interface ProfileOwnerCase {
  request: (owner: TestUser) => { path: string; body?: unknown };
  expect: 'refused' | 'own-data-only';
  setup?: (owner: TestUser) => Promise<void>;
}

const picturesOf = new Map<string, { headshot: string; fullBody: string; document: string; whasa: string }>();

async function ownPictures(owner: TestUser): Promise<void> {
  const [headshot, fullBody, document, whasa] = await Promise.all([
    uploadPicture(owner.token, 'profile'),
    uploadPicture(owner.token, 'fullbody'),
    uploadPicture(owner.token, 'document'),
    uploadPicture(owner.token, 'whasa'),
  ]);
  picturesOf.set(owner.uid, { headshot, fullBody, document, whasa });
}

const picturesOfOwner = (owner: TestUser) => {
  const pictures = picturesOf.get(owner.uid);
  if (!pictures) throw new Error('setup did not run');
  return pictures;
};

export const PROFILE_OWNER_CASES: Record<string, ProfileOwnerCase> = {
  // B reads A's identity document by its real key.
  'GET /cdn/pictures/performers/:uid/:kind/:file': {
    expect: 'refused',
    setup: ownPictures,
    request: (owner) => ({ path: `/cdn/pictures/${picturesOfOwner(owner).document}` }),
  },
  // B saves a complete profile made of A's pictures.
  'PUT /performer/update-profile': {
    expect: 'refused',
    setup: ownPictures,
    request: (owner) => {
      const pictures = picturesOfOwner(owner);
      return {
        path: '/performer/update-profile',
        body: completeProfile({
          keyName: pictures.headshot,
          fullBodyKeyName: pictures.fullBody,
          documentKeyName: pictures.document,
          whasaKeyName: pictures.whasa,
        }),
      };
    },
  },
};
