import {
  falseInformationPenaltyBodySchema,
  penaltyAnswerBodySchema,
  penaltyConfirmBodySchema,
  penaltyWaiveBodySchema,
} from '@scenecall/shared';
import { ownAccount } from '../../http/policy';
import { allow, route } from '../../http/route';
import { userOfPath } from '../users';
import { penaltyOfCaller } from './penalties.policy';
import {
  answerPenalty,
  confirmPenalty,
  penaltiesOf,
  recordFalseInformation,
  waivePenaltyByAdmin,
} from './penalties.service';

const ADMIN_ON_PENALTY = allow(['Admin'], { policy: penaltyOfCaller });

export const penaltyRoutes = [
  route({
    method: 'get',
    path: '/performer/penalties',
    access: allow(['Performer'], { policy: ownAccount }),
    handler: async ({ target }) => penaltiesOf(target.uid),
  }),
  route({
    method: 'post',
    path: '/performer/penalties/:penaltyId/answer',
    access: allow(['Performer'], { policy: penaltyOfCaller }),
    body: penaltyAnswerBodySchema,
    handler: async ({ caller, target, body }) => answerPenalty(caller, target, body.text),
  }),
  route({
    method: 'get',
    path: '/admin/users/:id/penalties',
    access: allow(['Admin'], { policy: userOfPath }),
    handler: async ({ target }) => penaltiesOf(target.uid),
  }),
  route({
    method: 'post',
    path: '/admin/users/:id/penalties',
    access: allow(['Admin'], { policy: userOfPath }),
    body: falseInformationPenaltyBodySchema,
    handler: async ({ caller, target, body }) => recordFalseInformation(caller, target.uid, body.note),
  }),
  route({
    method: 'post',
    path: '/admin/penalties/:penaltyId/waive',
    access: ADMIN_ON_PENALTY,
    body: penaltyWaiveBodySchema,
    handler: async ({ caller, target, body }) => waivePenaltyByAdmin(caller, target, body.note),
  }),
  route({
    method: 'post',
    path: '/admin/penalties/:penaltyId/confirm',
    access: ADMIN_ON_PENALTY,
    body: penaltyConfirmBodySchema,
    handler: async ({ caller, target, body }) => confirmPenalty(caller, target, body.note),
  }),
];
