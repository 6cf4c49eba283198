import { testSubmissionSchema } from '@scenecall/shared';
import { ownAccount } from '../../../http/policy';
import { allow, route } from '../../../http/route';
import { getTestPaper, submitTest } from './activation-test.service';

export const activationTestRoutes = [
  route({
    method: 'get',
    path: '/performer/activation-test',
    access: allow(['Performer'], { policy: ownAccount }),
    handler: async ({ caller }) => getTestPaper(caller),
  }),
  route({
    method: 'post',
    path: '/performer/activation-test',
    access: allow(['Performer'], { policy: ownAccount }),
    body: testSubmissionSchema,
    handler: async ({ caller, body }) => submitTest(caller, body),
  }),
];
