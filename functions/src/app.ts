import express, { type Express } from 'express';
import { errorHandler } from './http/error-handler';
import { requestDeadline } from './http/request-deadline';
import { buildRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { readCounter } from './lib/read-counter';
import { routes } from './routes';

/**
 * How many proxies stand in front of the function, each appending the address it saw to
 * X-Forwarded-For: Firebase Hosting's Google front end appends the client's address, then Cloud
 * Run's front end (Cloud Functions v2 run on Cloud Run) appends Hosting's. So the client is the
 * second entry from the right, and anything further left was written by the client and is ignored
 * (per-IP limits cannot be dodged by a made-up first entry). The local stack's front end
 * (tools/stack/front-end.ts) appends the same two entries in front of the Hosting emulator. See
 * docs/operations.md 'Client addresses' for the one path this does not cover: calls to the function's own URL.
 */
export const TRUSTED_PROXY_HOPS = 2;

/**
 * The Express app behind the `api` function. Hosting rewrites /api/** to it, so requests keep
 * their /api prefix; direct calls to the function URL have none. Both are served.
 */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', TRUSTED_PROXY_HOPS);
  app.use(securityHeaders);
  app.use(readCounter);
  app.use(requestDeadline);
  app.use(express.json({ limit: '1mb' }));
  const router = buildRouter(routes);
  app.use('/api', router);
  app.use('/', router);
  app.use(errorHandler);
  return app;
}
