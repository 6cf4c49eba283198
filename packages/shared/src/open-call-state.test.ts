import { describe, expect, it } from 'vitest';
import {
  nextOpenCallStatus,
  nextSubmissionStatus,
  takesSubmissions,
  type OpenCallStatus,
  type SubmissionActor,
  type SubmissionStatus,
} from './open-call-state';
import { answerIssues } from './open-call-answers';
import { openCallCriteriaOf, postOpenCallBodySchema } from './schemas/open-call';

const now = new Date('2026-11-20T15:00:00Z');
const later = '2026-11-21T15:00:00.000Z';
const earlier = '2026-11-19T15:00:00.000Z';
const call = (status: OpenCallStatus, closesAt = later) => ({ status, closesAt });

describe('open call status', () => {
  it('pauses an open call and resumes it before its closing time', () => {
    expect(nextOpenCallStatus(call('open'), { kind: 'pause' }, now)).toEqual({
      ok: true,
      status: 'paused',
      changed: true,
    });
    expect(nextOpenCallStatus(call('paused'), { kind: 'resume' }, now)).toEqual({
      ok: true,
      status: 'open',
      changed: true,
    });
  });

  it('refuses to resume a call whose closing time has passed', () => {
    expect(nextOpenCallStatus(call('paused', earlier), { kind: 'resume' }, now).ok).toBe(false);
  });

  it('closes open and paused calls, and a closed call stays closed', () => {
    for (const status of ['open', 'paused'] as const) {
      expect(nextOpenCallStatus(call(status), { kind: 'close', reason: 'casting' }, now)).toMatchObject({
        status: 'closed',
      });
    }
    for (const kind of ['pause', 'resume', 'edit'] as const) {
      expect(nextOpenCallStatus(call('closed'), { kind }, now)).toEqual({
        ok: false,
        reason: 'This open call is closed',
      });
    }
  });

  it('takes submissions only while open and before the closing time', () => {
    expect(takesSubmissions(call('open'), now)).toBe(true);
    expect(takesSubmissions(call('open', earlier), now)).toBe(false);
    expect(takesSubmissions(call('paused'), now)).toBe(false);
    expect(takesSubmissions(call('closed'), now)).toBe(false);
  });
});

describe('submission status', () => {
  const performer: { by: SubmissionActor; callOpen: boolean } = { by: 'performer', callOpen: true };
  const statusAfter = (
    status: SubmissionStatus | null,
    kind: 'submit' | 'withdraw' | 'select' | 'not-select',
    by = performer,
  ) => {
    const change = nextSubmissionStatus(status, { kind }, by);
    return change.ok ? change.status : change.reason;
  };

  it('submits, withdraws and submits again while the call is open', () => {
    expect(statusAfter(null, 'submit')).toBe('submitted');
    expect(statusAfter('submitted', 'withdraw')).toBe('withdrawn');
    expect(statusAfter('withdrawn', 'submit')).toBe('submitted');
  });

  it('refuses a second submission, and submitting or withdrawing once the call stopped taking them', () => {
    expect(statusAfter('submitted', 'submit')).toBe('You already put yourself forward');
    expect(statusAfter(null, 'submit', { by: 'performer', callOpen: false })).toBe(
      'This open call no longer takes submissions',
    );
    expect(statusAfter('submitted', 'withdraw', { by: 'performer', callOpen: false })).toMatch(/closed/);
  });

  it('lets casting select or turn down only a waiting submission, and only casting select', () => {
    const casting = { by: 'casting' as const, callOpen: false };
    expect(statusAfter('submitted', 'select', casting)).toBe('selected');
    expect(statusAfter('withdrawn', 'select', casting)).toBe('Only a waiting submission can be selected');
    expect(statusAfter('submitted', 'not-select', { by: 'system', callOpen: false })).toBe('not-selected');
    expect(statusAfter('selected', 'not-select', casting)).toBe('Only a waiting submission can be turned down');
    expect(statusAfter('submitted', 'select')).toBe('You cannot do this to this submission');
    expect(statusAfter(null, 'submit', casting)).toBe('You cannot do this to this submission');
  });
});

describe('open call rules', () => {
  it('reads criteria in the casting search model and refuses keys it does not have', () => {
    expect(openCallCriteriaOf('union=AABP,Non-Union&ageMin=60&selfDrive=true')).toMatchObject({
      union: ['AABP', 'Non-Union'],
      ageMin: 60,
      selfDrive: true,
    });
    expect(openCallCriteriaOf('name=Ada')).toBeUndefined();
    expect(openCallCriteriaOf('ageMin=70&ageMax=20')).toBeUndefined();
    expect(openCallCriteriaOf('')).toEqual({});
  });

  it('asks for every question answered in its kind, and nothing else', () => {
    const questions = [
      { id: 'wardrobe', kind: 'yes-no' as const, text: 'Own wardrobe?' },
      { id: 'skill', kind: 'short-text' as const, text: 'Can you skate?' },
    ];
    expect(answerIssues(questions, { wardrobe: true, skill: 'Yes, hockey' })).toEqual([]);
    expect(answerIssues(questions, { wardrobe: 'yes', extra: true }).map((issue) => issue.field)).toEqual([
      'answers.wardrobe',
      'answers.skill',
      'answers.extra',
    ]);
  });

  it('refuses a post without a title or with too many submissions wanted', () => {
    const body = {
      roleId: 'role-1',
      title: '',
      description: 'Hockey fans',
      criteria: '',
      submissionsWanted: 151,
      closingDate: '2026-11-30',
      closingTime: '18:00',
    };
    const result = postOpenCallBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['title', 'submissionsWanted']);
  });
});
