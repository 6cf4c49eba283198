import { testSubmissionSchema } from '@scenecall/shared';
import { allow, route } from '../../../http/route';
import { getTestPaper, submitTest } from './activation-test.service';

export const activationTestRoutes = [
  route({
    method: 'get',
    path: '/performer/activation-test',
    access: allow(['Performer'], { owner: true }),
    handler: async ({ caller, res }) => {
      res.set('Cache-Control', 'no-store');
      return getTestPaper(caller);
    },
  }),
  route({
    method: 'post',
    path: '/performer/activation-test',
    access: allow(['Performer'], { owner: true }),
    body: testSubmissionSchema,
    handler: async ({ caller, body }) => submitTest(caller, body),
  }),
];
