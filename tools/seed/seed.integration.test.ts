import { describe, expect, it } from 'vitest';
import { callApi, clientAddress } from '../testing/api';
import { adminAuth, adminDb } from '../testing/users';
import { readUserFixtures, seedDemoData } from './seed';

describe('seedDemoData', () => {
  it('creates every demo account once, each able to log in with its role', async () => {
    const first = await seedDemoData();
    const second = await seedDemoData();
    expect(second.accounts).toEqual(first.accounts);

    const fixtures = readUserFixtures();
    expect(new Set(fixtures.map((fixture) => fixture.role))).toEqual(new Set(['Admin', 'Casting', 'Performer']));
    const unions = fixtures.map((fixture) => fixture.profile?.unionStatus).filter(Boolean);
    expect(new Set(unions)).toEqual(new Set(['Non-Union', 'AABP', 'ACTRA Apprentice', 'ACTRA Full']));
    expect(fixtures.some((fixture) => !fixture.userActivated)).toBe(true);

    for (const fixture of fixtures) {
      const { users } = await adminAuth().getUsers([{ phoneNumber: `+${fixture.tel.replace(/\D/g, '')}` }]);
      expect(users, fixture.name).toHaveLength(1);
      const doc = await adminDb().collection('users').doc(users[0]!.uid).get();
      expect(doc.data()).toMatchObject({ role: fixture.role, userActivated: fixture.userActivated });
      const login = await callApi('/auth/login', {
        method: 'POST',
        body: { tel: fixture.tel, password: fixture.password },
        from: clientAddress(),
      });
      expect(login.status, `${fixture.name}: ${login.text}`).toBe(200);
    }
    const byEmail = await adminDb().collection('users').where('email', '==', 'admin@scenecall.example').get();
    expect(byEmail.size).toBe(1);
  });
});
