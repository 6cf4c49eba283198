import { PUBLIC, route } from '../../http/route';
import { checkHealth } from './health.service';

export const healthRoutes = [
  route({
    method: 'get',
    path: '/health',
    access: PUBLIC,
    handler: async ({ res }) => {
      const report = await checkHealth();
      res.set('Cache-Control', 'no-store');
      res.status(report.status === 'down' ? 503 : 200);
      return report;
    },
  }),
];
