import { describe, expect, it } from 'vitest';
import { emptyOpenCallForm, openCallBodyOf, openCallFormOf } from './open-call-form';
import { editOpenCallBodySchema, type OpenCallView } from './schemas/open-call';

const call: OpenCallView = {
  id: 'call-1',
  dayId: 'day-1',
  roleId: 'role-1',
  roleName: 'Hockey fan',
  title: 'Hockey fans',
  description: 'Bring your own jersey.',
  criteria: 'union=AABP,Non-Union&hair=Black&eyes=Blue&ageMin=20&heightMin=170&selfDrive=true&visibleTattoos=false',
  questions: [{ id: 'jersey', kind: 'yes-no', text: 'Own jersey?' }],
  submissionsWanted: 20,
  closesAt: '2026-12-01T23:00:00.000Z',
  showProduction: true,
  status: 'open',
  closedReason: null,
  activeSubmissions: 0,
  selectedCount: 0,
  postedAt: '2026-11-20T15:00:00.000Z',
};

describe('openCallFormOf', () => {
  it('fills the form from a call, the closing time in Toronto time', () => {
    expect(openCallFormOf(call)).toMatchObject({
      union: ['AABP', 'Non-Union'],
      gender: [],
      hair: ['Black'],
      eyes: ['Blue'],
      ageMin: '20',
      heightMin: '170',
      selfDrive: true,
      submissionsWanted: '20',
      closingDate: '2026-12-01',
      closingTime: '18:00',
    });
  });
});

describe('openCallBodyOf', () => {
  it('sends the form as a valid body, criteria as the search query string', () => {
    const form = { ...emptyOpenCallForm('2026-12-01'), title: 'Cab driver', description: 'Punjabi speaking.' };
    const body = openCallBodyOf({ ...form, gender: ['male'], ageMin: ' 60 ', city: 'Toronto' });
    expect(body.criteria).toBe('gender=male&ageMin=60&city=Toronto');
    expect(editOpenCallBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends every criterion of the casting filter model the form offers', () => {
    const form = { ...emptyOpenCallForm('2026-12-01'), title: 'Hockey fans', description: 'Own jersey.' };
    const body = openCallBodyOf({
      ...form,
      ethnicity: ['south-asian'],
      jacket: ['tall'],
      dress: ['8-10'],
      bustCup: ['C'],
      heightMin: '160',
      heightMax: '190',
    });
    expect(body.criteria).toBe('ethnicity=south-asian&jacket=tall&dress=8-10&bustCup=C&heightMin=160&heightMax=190');
    expect(editOpenCallBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps criteria the form does not show when editing, and drops those cleared', () => {
    const body = openCallBodyOf({ ...openCallFormOf(call), selfDrive: false, ageMin: '', eyes: [] }, call.criteria);
    expect(body.criteria).toBe('union=AABP%2CNon-Union&hair=Black&heightMin=170&visibleTattoos=false');
  });
});
