/**
 * Who may see a stored picture: its performer and Admin see every kind; Casting sees headshots,
 * full-body and ACTRA card pictures but never identity documents or WHASA certificates.
 */
import { PICTURE_KINDS, PRIVATE_PICTURE_KINDS, type PictureKind } from '@scenecall/shared';
import { z } from 'zod';
import { ApiError } from '../../../http/api-error';
import type { Caller } from '../../../http/caller';
import { definePolicy } from '../../../http/policy';

export interface PictureTarget {
  key: string;
  owner: string;
  kind: PictureKind;
}

/** Path parameters of `/cdn/pictures/performers/:uid/:kind/:file`. */
export const pictureParamsSchema = z.strictObject({
  uid: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  kind: z.enum(PICTURE_KINDS),
  file: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.(jpg|png|webp)$/),
});

export function mayReadPicture(caller: Caller, owner: string, kind: PictureKind): boolean {
  if (caller.uid === owner || caller.role === 'Admin') return true;
  return caller.role === 'Casting' && !PRIVATE_PICTURE_KINDS.includes(kind);
}

export const readablePicture = definePolicy<PictureTarget>(
  'picture of its performer, Casting (public kinds), Admin',
  (caller, { params }) => {
    const { uid, kind, file } = pictureParamsSchema.parse(params);
    if (!mayReadPicture(caller, uid, kind)) throw new ApiError('forbidden', 'You are not allowed to see this picture');
    return { key: `performers/${uid}/${kind}/${file}`, owner: uid, kind };
  },
);
