import { config } from '../../config';
import { PUBLIC, route } from '../../http/route';

/**
 * Public runtime configuration of the web app, so one build runs against any stack
 * (local emulators on any ports, or production). Contains nothing secret.
 */
export const clientConfigRoutes = [
  route({
    method: 'get',
    path: '/config',
    access: PUBLIC,
    handler: async ({ res }) => {
      const { projectId, firebaseWebApiKey, authEmulatorHost, agency, stripe } = config();
      res.set('Cache-Control', 'public, max-age=300');
      return {
        firebase: { apiKey: firebaseWebApiKey, projectId, authDomain: `${projectId}.firebaseapp.com` },
        authEmulatorUrl: authEmulatorHost ? `http://${authEmulatorHost}` : null,
        stripe: { publishableKey: stripe.publishableKey, localUrl: stripe.apiUrl ?? null },
        agency: { name: agency.name, phone: agency.phone, email: agency.email, emergencyHours: agency.emergencyHours },
      };
    },
  }),
];
