/**
 * Who may see a stored picture: its performer and Admin see every kind; Casting sees only the
 * casting view's pictures (headshot and full body), never identity documents, WHASA certificates
 * or ACTRA cards.
 * Who may upload, and for whom: a performer uploads their own pictures; an Admin uploads for any
 * existing user (`?userId=`), or, without a user, for an account still being created (pending).
 */
import { CASTING_PICTURE_KINDS, idSchema, PICTURE_KINDS, type PictureKind } from '@scenecall/shared';
import { z } from 'zod';
import { ApiError, forbidden, notFound } from '../../../http/api-error';
import type { Caller } from '../../../http/caller';
import { definePolicy } from '../../../http/policy';
import { findUser } from '../../users';

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
  return caller.role === 'Casting' && (CASTING_PICTURE_KINDS as readonly PictureKind[]).includes(kind);
}

export const readablePicture = definePolicy<PictureTarget>(
  'picture of its performer, Casting (headshot and full body), Admin',
  (caller, { params }) => {
    const { uid, kind, file } = pictureParamsSchema.parse(params);
    if (!mayReadPicture(caller, uid, kind)) throw new ApiError('forbidden', 'You are not allowed to see this picture');
    return { key: `performers/${uid}/${kind}/${file}`, owner: uid, kind };
  },
);

/** Where an upload is stored: under an account (`performers/{uid}/…`) or pending its creation. */
export type UploadTarget = { kind: 'account'; uid: string } | { kind: 'pending' };

/** Query of the upload routes: `?userId=` names the user an Admin uploads for. */
export const uploadQuerySchema = z.strictObject({ userId: idSchema.optional() });

export const uploadDestination = definePolicy<UploadTarget>(
  "own pictures; Admin: any user's, or an account being created",
  async (caller, { query }) => {
    const { userId } = uploadQuerySchema.parse(query ?? {});
    if (caller.role === 'Admin') {
      if (userId === undefined) return { kind: 'pending' };
      if (!(await findUser(userId))) throw notFound('User');
      return { kind: 'account', uid: userId };
    }
    if (userId !== undefined && userId !== caller.uid) throw forbidden('You can only upload your own pictures');
    return { kind: 'account', uid: caller.uid };
  },
);
