import { PICTURE_KINDS } from '@scenecall/shared';
import { allow, route } from '../../../http/route';
import { pictureParamsSchema, readablePicture, uploadDestination, uploadQuerySchema } from './pictures.policy';
import { PICTURE_CACHE_CONTROL } from './pictures.repository';
import { isAuditedPicture, uploadPicture, viewPicture } from './pictures.service';

/** Where the web app reads a stored picture (by its key). */
export const PICTURE_URL_PREFIX = '/cdn/pictures/';

/**
 * The spec's upload paths, for the performer's own pictures and for the Admin's forms: with
 * `?userId=` an Admin uploads for that user; without it, for an account being created (the key
 * answered is a pending one, bound to the account by the create call).
 */
const uploadRoutes = PICTURE_KINDS.map((kind) =>
  route({
    method: 'post',
    path: `/cdn/upload-performer-${kind}-picture`,
    access: allow(['Performer', 'Admin'], { policy: uploadDestination }),
    query: uploadQuerySchema,
    rawBody: true,
    handler: async ({ req, res, caller, target }) => {
      const rawBody = (req as typeof req & { rawBody?: Buffer }).rawBody;
      const key = await uploadPicture(caller, target, kind, req.headers, rawBody);
      res.status(201).type('text/plain').send(key);
      return undefined;
    },
  }),
);

export const pictureRoutes = [
  ...uploadRoutes,
  route({
    method: 'get',
    path: `${PICTURE_URL_PREFIX}performers/:uid/:kind/:file`,
    access: allow(['Performer', 'Casting', 'Admin'], { policy: readablePicture }),
    params: pictureParamsSchema,
    handler: async ({ res, caller, target }) => {
      const picture = await viewPicture(caller, target);
      res.set({
        'Cache-Control': isAuditedPicture(target.kind) ? 'private, no-store' : PICTURE_CACHE_CONTROL,
        'Content-Type': picture.contentType,
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        ETag: `"${picture.etag}"`,
        Vary: 'Authorization',
      });
      if (res.req.headers['if-none-match'] === `"${picture.etag}"`) res.status(304).end();
      else res.status(200).send(picture.bytes);
      return undefined;
    },
  }),
];
