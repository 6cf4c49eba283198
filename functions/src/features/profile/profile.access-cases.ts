/**
 * Cases of the profile routes for the route × actor matrix (accounts/access-matrix): performer A
 * uploads pictures and saves a profile; performer B reaches for them (owner cases), and an Admin
 * acts on them (staff cases).
 */
import { PICTURE_KINDS } from '@scenecall/shared';
import type { TestUser } from '../../../../tools/testing/users';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { TINY_PNG, uploadPicture } from './profile.test-support';

interface ProfileOwnerCase {
  request: (owner: TestUser) => { path: string; body?: unknown };
  expect: 'refused' | 'own-data-only';
  setup?: (owner: TestUser) => Promise<void>;
}

interface ProfileStaffCase {
  request: (owner: TestUser) => { path: string; rawBody?: FormData };
  setup?: (owner: TestUser) => Promise<void>;
  status: number;
  /** What the answer must say besides its status (e.g. the key is under A's account). */
  answer?: (owner: TestUser) => RegExp;
}

const pictureForm = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'picture.png');
  return form;
};

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

const uploadPath = (kind: string) => `POST /cdn/upload-performer-${kind}-picture`;

export const PROFILE_OWNER_CASES: Record<string, ProfileOwnerCase> = {
  // B uploads into A's account.
  ...Object.fromEntries(
    PICTURE_KINDS.map((kind) => [
      uploadPath(kind),
      {
        expect: 'refused',
        request: (owner: TestUser) => ({ path: `/cdn/upload-performer-${kind}-picture?userId=${owner.uid}` }),
      } satisfies ProfileOwnerCase,
    ]),
  ),
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

export const PROFILE_STAFF_CASES: Record<string, ProfileStaffCase> = {
  // Admin reads A's identity document.
  'GET /cdn/pictures/performers/:uid/:kind/:file': {
    status: 200,
    setup: ownPictures,
    request: (owner) => ({ path: `/cdn/pictures/${picturesOfOwner(owner).document}` }),
  },
  // Admin uploads each kind of picture into A's account.
  ...Object.fromEntries(
    PICTURE_KINDS.map((kind) => [
      uploadPath(kind),
      {
        status: 201,
        request: (owner: TestUser) => ({
          path: `/cdn/upload-performer-${kind}-picture?userId=${owner.uid}`,
          rawBody: pictureForm(),
        }),
        answer: (owner: TestUser) => new RegExp(`^performers/${owner.uid}/${kind}/`),
      } satisfies ProfileStaffCase,
    ]),
  ),
};
