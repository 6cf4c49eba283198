/**
 * Demo data for `npm start`: the accounts of emulator-data/fixtures/users.json (one Admin, one
 * Casting, performers of every union status, a minor and one not activated) and the demo projects.
 * Accounts are made through the accounts service, so they are exactly what registration and admin
 * creation make. Idempotent: an account whose phone already exists is left as it is.
 * Needs the stack's environment (GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performerProfileSchema, type Role } from '@scenecall/shared';
import { accountUidForTel, createAccount } from '../../functions/src/features/accounts/accounts.service';
import { ROOT } from '../stack/firebase-config';
import { seedDemoCommissions } from './demo-commissions';
import { seedDemoPenalties } from './demo-penalties';
import { DEMO_PERFORMER_COUNT, DEMO_PERFORMER_PASSWORD, seedDemoPerformers } from './demo-performers';
import { seedCastingDays } from './casting-days';
import { DEMO_MINOR_TEL, seedDemoGuardian } from './demo-guardian';
import { seedDemoAccountStates } from './demo-accounts';
import { seedTextConsents } from './demo-texts';
import { consentAsTheGuardian } from './guardian-consent';
import { seedProjects } from './projects';
import { seedDemoRateCard } from './rate-cards';
import { seedDemoOpenCalls } from './demo-open-call';
import { seedDemoWorkday } from './demo-workday';

export interface UserFixture {
  name: string;
  role: Role;
  /** Casting accounts: their company. */
  companyName?: string;
  tel: string;
  email: string;
  password: string;
  emailVerified: boolean;
  testPassed: boolean;
  userActivated: boolean;
  profile: Record<string, unknown> | null;
}

export interface DemoAccount {
  role: Role;
  name: string;
  tel: string;
  password: string;
}

export function readUserFixtures(): UserFixture[] {
  return JSON.parse(readFileSync(join(ROOT, 'emulator-data', 'fixtures', 'users.json'), 'utf8')) as UserFixture[];
}

/** Creates the demo accounts that do not exist yet; returns the uid of each fixture account. */
export async function seedUsers(): Promise<{ fixture: UserFixture; uid: string; created: boolean }[]> {
  const seeded = [];
  for (const fixture of readUserFixtures()) {
    const existing = await accountUidForTel(fixture.tel);
    if (existing) {
      seeded.push({ fixture, uid: existing, created: false });
      continue;
    }
    const profile = fixture.profile ? performerProfileSchema.parse(fixture.profile) : null;
    const { uid } = await createAccount({ ...fixture, profile });
    seeded.push({ fixture, uid, created: true });
  }
  return seeded;
}

export interface DemoData {
  accounts: DemoAccount[];
  /** More performers (1-416-555-0200 to -0229), all with this password. */
  morePerformers: { count: number; password: string };
}

export async function seedDemoData(): Promise<DemoData> {
  const seeded = await seedUsers();
  // Before the projects: a minor without their guardian's consent is never asked or booked.
  for (const { uid } of seeded) await consentAsTheGuardian(uid);
  // Before the projects, so the demo day's requests go by text too.
  await seedTextConsents(seeded);
  const casting = seeded.find((entry) => entry.fixture.role === 'Casting');
  if (casting) await seedProjects(casting.uid, new Map(seeded.map((entry) => [entry.fixture.tel, entry.uid])));
  const admin = seeded.find((entry) => entry.fixture.role === 'Admin');
  if (admin) await seedDemoPerformers({ uid: admin.uid, role: 'Admin' });
  await seedDemoCommissions();
  if (admin) await seedDemoPenalties(admin.uid);
  await seedDemoRateCard();
  if (casting) await seedCastingDays(casting.uid);
  const minor = seeded.find((entry) => entry.fixture.tel === DEMO_MINOR_TEL);
  if (casting) await seedDemoGuardian(casting.uid, minor?.uid);
  const performers = seeded.filter((entry) => entry.fixture.role === 'Performer').map((entry) => entry.uid);
  if (casting) await seedDemoOpenCalls(casting.uid, performers);
  // After the rate card, which prices its vouchers.
  if (casting) await seedDemoWorkday(casting.uid, new Map(seeded.map((entry) => [entry.fixture.tel, entry.uid])));
  // Last: a suspension and an ended agreement release the work seeded above, as in the app.
  if (admin) await seedDemoAccountStates(admin.uid);
  return {
    morePerformers: { count: DEMO_PERFORMER_COUNT, password: DEMO_PERFORMER_PASSWORD },
    accounts: seeded.map(({ fixture }) => ({
      role: fixture.role,
      name: fixture.name,
      tel: fixture.tel,
      password: fixture.password,
    })),
  };
}
