/**
 * The wizard's Confirm is one transaction: the new production, the day, its participants, their
 * availability requests and e-mails are written together or not at all, and a Confirm retried with
 * the same `requestId` answers the first one's day and creates nothing new.
 */
import { addCalendarDays, agencyToday, createCastingDayBodySchema } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { createDayFromWizard } from './casting.service';
import { createWizardDay, performerWith, wizardBody } from './casting.test-support';

const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("the wizard's Confirm", () => {
  let casting: TestUser;
  let other: TestUser;
  let performers: TestUser[];
  beforeAll(async () => {
    [casting, other] = await Promise.all([createTestUser({ role: 'Casting' }), createTestUser({ role: 'Casting' })]);
    performers = await Promise.all(['Ida', 'Jo'].map((firstName) => performerWith({ firstName, city: 'Hamilton' })));
  });

  /** A Confirm for a new production of its own, asking both performers (the first date is 12 days away). */
  const confirmBody = (production: string, requestId?: string) =>
    wizardBody({
      details: {
        ...wizardBody().details,
        production: { newProjectName: production },
        dates: [addCalendarDays(agencyToday(), 12)],
      },
      participants: [
        { performerId: performers[0]!.uid, roleId: 'role-diner' },
        { performerId: performers[1]!.uid, roleId: 'role-cook' },
      ],
      ...(requestId ? { requestId } : {}),
    });

  const daysOf = async (production: string) =>
    (await adminDb().collection('productionDays').where('production', '==', production).get()).docs;
  const requestsTo = async (performer: TestUser, dayIds: string[]) =>
    (await adminDb().collection('mailOutbox').where('recipientUid', '==', performer.uid).get()).docs.filter(
      (doc) => doc.get('template') === 'booking-request' && dayIds.includes(doc.get('data.dayId') as string),
    );

  it('leaves nothing when it fails between creating the day and asking its performers, and the retry makes one day', async () => {
    const production = uniqueName('Failing Market');
    const requestId = crypto.randomUUID();
    const body = createCastingDayBodySchema.parse(confirmBody(production, requestId));
    const caller = { uid: casting.uid, role: 'Casting' as const };
    await expect(
      createDayFromWizard(caller, body, {
        afterDayStarted: () => {
          throw new Error('injected between the day and its requests');
        },
      }),
    ).rejects.toThrow('injected');
    expect(await daysOf(production)).toHaveLength(0);
    const projects = await adminDb().collection('projects').where('name', '==', production).get();
    expect(projects.size).toBe(0);
    const participants = await adminDb()
      .collection('participants')
      .where('performerId', '==', performers[0]!.uid)
      .get();
    const onProduction = participants.docs.filter((doc) => doc.get('castingId') === casting.uid);
    expect(onProduction).toHaveLength(0);
    expect((await adminDb().collection('requestAnswers').doc(`${casting.uid}_${requestId}`).get()).exists).toBe(false);

    const dayId = await createDayFromWizard(caller, body);
    expect((await daysOf(production)).map((doc) => doc.id)).toEqual([dayId]);
    for (const performer of performers) expect(await requestsTo(performer, [dayId])).toHaveLength(1);
  });

  it('answers a retried Confirm (same requestId, one after the other or at once) with the first day, creating nothing new', async () => {
    const production = uniqueName('Retried Market');
    const body = confirmBody(production, crypto.randomUUID());
    const first = await createWizardDay(casting, body);
    const again = await createWizardDay(casting, body);
    const atOnce = await Promise.all([createWizardDay(casting, body), createWizardDay(casting, body)]);
    expect([again, ...atOnce]).toEqual([first, first, first]);
    expect((await daysOf(production)).map((doc) => doc.id)).toEqual([first]);
    expect((await adminDb().collection('projects').where('name', '==', production).get()).size).toBe(1);
    for (const performer of performers) expect(await requestsTo(performer, [first])).toHaveLength(1);

    // Two runs of the wizard (two requestIds) are two days; another user's same requestId is theirs alone.
    const concurrent = uniqueName('Twin Market');
    const ids = await Promise.all([
      createWizardDay(casting, confirmBody(concurrent, crypto.randomUUID())),
      createWizardDay(casting, confirmBody(concurrent, crypto.randomUUID())),
    ]);
    expect(new Set(ids).size).toBe(2);
    const theirs = await createWizardDay(other, confirmBody(uniqueName('Other Market'), body.requestId));
    expect(theirs).not.toBe(first);
    const answer = await callApi<{ error: { message: string } }>('/casting/production-days', {
      method: 'POST',
      token: casting.token,
      body: { ...body, requestId: 'not a key!' },
    });
    expect(answer.status).toBe(400);
  });
});
