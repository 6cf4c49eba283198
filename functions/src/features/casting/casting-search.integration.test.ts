/**
 * GET /api/casting/performers/all through Hosting: each filter, only activated performers, the
 * hiding rules of the day and role being cast (booked or unavailable dates and the blacklist are
 * written directly, as the booking loop will), the order and cursor paging. Each test's performers
 * live in a city of their own, so the city filter keeps tests apart on one shared stack.
 */
import { agencyToday, addCalendarDays, type CastingPerformer } from '@scenecall/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { PROJECTS_COLLECTION } from '@scenecall/shared';
import {
  createWizardDay,
  performerWith,
  search,
  searchAll,
  setPerformerDates,
  wizardBody,
} from './casting.test-support';

const newCity = () => `Testville ${randomBytes(4).toString('hex')}`;
const yearsAgo = (years: number) => addCalendarDays(agencyToday(), -Math.round(years * 365.25) - 10);

describe('casting performer search', () => {
  let casting: TestUser;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
  });

  const idsOf = (performers: CastingPerformer[]) => performers.map((performer) => performer.id).sort();

  it('finds only activated performers, and each filter narrows as the spec says', async () => {
    const city = newCity();
    const inCity = { city };
    const [blonde, lightBlonde, afro, hazel, tall, young, actra, tattoo, male, inactive] = await Promise.all([
      performerWith({ ...inCity, hairColor: 'dark-blonde', eyeColor: 'blue' }),
      performerWith({ ...inCity, hairColor: 'light-blonde', eyeColor: 'green', selfDrive: false }),
      performerWith({ ...inCity, hairColor: 'afro', eyeColor: 'brown', ethnicity: 'black' }),
      performerWith({ ...inCity, eyeColor: 'amber' }),
      performerWith({ ...inCity, sizeHeight: 190 }),
      performerWith({ ...inCity, dateOfBirth: yearsAgo(19) }),
      performerWith({
        ...inCity,
        unionStatus: 'ACTRA Full',
        unionId: '12345',
        actraCardKeyName: 'performers/x/actra/a.jpg',
      }),
      performerWith({ ...inCity, visibleTattoos: true }),
      performerWith({
        ...inCity,
        gender: 'male',
        sizeJacket: 'tall',
        sizeDress: null,
        sizeBustCup: null,
        sizeBustBand: null,
      }),
      performerWith({ ...inCity, hairColor: 'dark-blonde' }, false),
    ]);
    const find = async (query: string) =>
      idsOf((await search(casting, `city=${encodeURIComponent(city.toUpperCase())}&${query}`)).performers);
    const all = await find('size=100');
    expect(all).toHaveLength(9);
    expect(all).not.toContain(inactive!.uid);
    expect(await find('hair=Blonde')).toEqual(idsOf([blonde, lightBlonde].map(toCard)));
    expect(await find('hair=Black')).toEqual([afro!.uid]);
    expect(await find('eyes=Hazel')).toEqual([hazel!.uid]);
    expect(await find('eyes=Blue,Green')).toEqual(
      idsOf([blonde, lightBlonde, tall, young, actra, tattoo, male].map(toCard)),
    );
    expect(await find('union=ACTRA%20Full')).toEqual([actra!.uid]);
    expect(await find('heightMin=180&heightMax=200')).toEqual([tall!.uid]);
    expect(await find('ageMin=18&ageMax=20')).toEqual([young!.uid]);
    expect(await find('visibleTattoos=true')).toEqual([tattoo!.uid]);
    expect(await find('selfDrive=false')).toEqual([lightBlonde!.uid]);
    expect(await find('gender=male')).toEqual([male!.uid]);
    expect(await find('jacket=tall')).toEqual([male!.uid]);
    expect(await find('ethnicity=black')).toEqual([afro!.uid]);
    expect((await find('dress=4-6')).length).toBe(8);
    expect(await find('bustCup=DD%2FE')).toEqual([]);
    expect(await find('name=lovel')).toHaveLength(9);
  });

  it('answers by ids only the performers the search could find (never one who has not activated)', async () => {
    const [active, inactive] = await Promise.all([performerWith({ city: newCity() }), performerWith({}, false)]);
    const answer = await callApi<CastingPerformer[]>(
      `/casting/performers/all-by-ids?ids=${inactive.uid},${active.uid}`,
      { token: casting.token },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.map((performer) => performer.id)).toEqual([active.uid]);
    expect(answer.text).not.toContain(inactive.uid);
  });

  it('answers the casting view only, with the age slider bounds from the data', async () => {
    const city = newCity();
    const performer = await performerWith({ city, dateOfBirth: yearsAgo(30) });
    const page = await search(casting, `city=${encodeURIComponent(city)}`);
    expect(page.performers).toEqual([expect.objectContaining({ id: performer.uid, age: 30, name: 'Ada Lovelace' })]);
    expect(Object.keys(page.performers[0]!)).not.toContain('dateOfBirth');
    expect(page.ageBounds.min).toBeGreaterThanOrEqual(0);
    expect(page.ageBounds.max).toBeGreaterThanOrEqual(30);
    expect(page.ageBounds.max).toBeLessThanOrEqual(100);
  });

  it('orders photos first, then fewest recent bookings, then name; pages never overlap or skip, even as performers join', async () => {
    const city = newCity();
    const today = agencyToday();
    const [busy, idle, noPhoto, idleB] = await Promise.all([
      performerWith({ city, firstName: 'Aaron' }),
      performerWith({ city, firstName: 'Zed' }),
      performerWith({ city, firstName: 'Abe', fullBodyKeyName: null }),
      performerWith({ city, firstName: 'Mia' }),
    ]);
    await setPerformerDates(busy.uid, { bookedDates: [addCalendarDays(today, -3), addCalendarDays(today, -10)] });
    const query = `city=${encodeURIComponent(city)}`;
    const expected = [idleB.uid, idle.uid, busy.uid, noPhoto.uid];
    expect((await search(casting, `${query}&size=10`)).performers.map((p) => p.id)).toEqual(expected);
    expect(await searchAll(casting, query, 1)).toEqual(expected);

    const first = await search(casting, `${query}&size=2`);
    expect(first.performers.map((p) => p.id)).toEqual(expected.slice(0, 2));
    // A performer joining ahead of the cursor does not shift the next page.
    await performerWith({ city, firstName: 'Adam' });
    const next = await search(casting, `${query}&size=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(next.performers.map((p) => p.id)).toEqual(expected.slice(2, 4));
    expect(next.nextCursor).toBeNull();
  });

  it('refuses a forged cursor and contradictory ranges with 400', async () => {
    for (const query of ['cursor=bm90LWEta2V5', 'ageMin=40&ageMax=20', 'hair=Purple', 'dates=2026-02-30']) {
      const answer = await callApi(`/casting/performers/all?${query}`, { token: casting.token });
      expect(answer.status, query).toBe(400);
    }
  });

  describe('hiding rules for the day and role being cast', () => {
    it('hides performers on another role of the day, booked or unavailable on its dates, or blacklisted; keeps those on the role', async () => {
      const city = newCity();
      const query = `city=${encodeURIComponent(city)}`;
      const [onDiner, onCook, booked, unavailable, blacklisted, free, bookedElsewhen] = await Promise.all(
        Array.from({ length: 7 }, () => performerWith({ city })),
      );
      const dayId = await createWizardDay(
        casting,
        wizardBody({
          participants: [
            { performerId: onDiner!.uid, roleId: 'role-diner' },
            { performerId: onCook!.uid, roleId: 'role-cook' },
          ],
        }),
      );
      await setPerformerDates(booked!.uid, { bookedDates: ['2026-11-19'] });
      await setPerformerDates(unavailable!.uid, { unavailableDates: ['2026-11-19'] });
      await setPerformerDates(bookedElsewhen!.uid, { bookedDates: ['2026-11-20'] });
      const day = (await adminDb().collection('productionDays').doc(dayId).get()).data()!;
      await adminDb()
        .collection(PROJECTS_COLLECTION)
        .doc(day.projectId as string)
        .update({
          [`blacklist.${blacklisted!.uid}`]: { reason: 'No-show', byUid: casting.uid, at: new Date().toISOString() },
        });

      const forDiner = idsOf((await search(casting, `${query}&dayId=${dayId}&roleId=role-diner`)).performers);
      expect(forDiner).toEqual(idsOf([onDiner, free, bookedElsewhen].map(toCard)));
      const forCook = idsOf((await search(casting, `${query}&dayId=${dayId}&roleId=role-cook`)).performers);
      expect(forCook).toEqual(idsOf([onCook, free, bookedElsewhen].map(toCard)));
      // Without a day, everyone activated is found.
      expect((await search(casting, query)).performers).toHaveLength(7);
      // The wizard, before its day exists: its dates and project.
      const wizard = idsOf(
        (await search(casting, `${query}&dates=2026-11-19,2026-11-21&projectId=${day.projectId as string}`)).performers,
      );
      expect(wizard).toEqual(idsOf([onDiner, onCook, free, bookedElsewhen].map(toCard)));
    });

    it("refuses a search scoped to another Casting user's day or project", async () => {
      const other = await createTestUser({ role: 'Casting' });
      const dayId = await createWizardDay(casting, wizardBody());
      const day = (await adminDb().collection('productionDays').doc(dayId).get()).data()!;
      expect((await callApi(`/casting/performers/all?dayId=${dayId}`, { token: other.token })).status).toBe(403);
      expect(
        (await callApi(`/casting/performers/all?projectId=${day.projectId as string}`, { token: other.token })).status,
      ).toBe(403);
      expect((await callApi('/casting/performers/all?dayId=no-such-day', { token: other.token })).status).toBe(404);
    });
  });
});

function toCard(user: TestUser | undefined): CastingPerformer {
  return { id: user!.uid } as CastingPerformer;
}
