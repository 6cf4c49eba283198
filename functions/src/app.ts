import express, { type Express } from 'express';
import { errorHandler } from './http/error-handler';
import { buildRouter } from './http/router';
import { readCounter } from './lib/read-counter';
import { routes } from './routes';

/**
 * The Express app behind the `api` function. Hosting rewrites /api/** to it, so requests keep
 * their /api prefix; direct calls to the function URL have none. Both are served.
 */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(readCounter);
  app.use(express.json({ limit: '1mb' }));
  const router = buildRouter(routes);
  app.use('/api', router);
  app.use('/', router);
  app.use(errorHandler);
  return app;
}
