/**
 * Exports of a day, read back: the call sheet and fitting sheet PDFs as text (unpdf), and the full
 * performer list CSV as rows (csv-parse), with formula cells escaped and every export audited.
 */
import { defaultCallSheet, defaultFittingSheet } from '@scenecall/shared';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { book, createDayAs, createProjectAs, dayBody, rolesOf, select, SHEET_DAY } from './projects.test-support';

async function download(
  path: string,
  token: string,
): Promise<{ status: number; type: string; bytes: Buffer; disposition: string }> {
  const { stackEnv } = await import('../../../../tools/testing/stack-env');
  const response = await fetch(`${stackEnv().apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const person = (firstName: string, lastName: string, dateOfBirth: string, unionStatus = 'Non-Union') => ({
  role: 'Performer' as const,
  profile: { firstName, lastName, dateOfBirth, unionStatus },
});

describe('day exports', () => {
  let casting: TestUser;
  let otherCasting: TestUser;
  let adult: TestUser;
  let child: TestUser;
  let teen: TestUser;
  let older: TestUser;
  let formula: TestUser;
  let at: TestUser;
  let veteran: TestUser;
  let projectId: string;
  let dayId: string;
  const path = (suffix: string) => `/project/${projectId}/days/${dayId}${suffix}`;

  beforeAll(async () => {
    [casting, otherCasting, adult, child, teen, older, formula, at, veteran] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Casting' }),
      createTestUser(person('Ada', 'Lovelace', '1990-01-01', 'ACTRA Full')),
      createTestUser(person('Tim', 'Young', '2016-06-01')),
      createTestUser(person('Tess', 'Teen', '2012-06-01')),
      createTestUser(person('Olly', 'Older', '2009-06-01', 'AABP')),
      createTestUser(person('=HYPERLINK("http://evil.test")', '+1', '1990-01-01')),
      createTestUser(person('@SUM(A1)', '-2', '1990-01-01')),
      createTestUser(person('Vera', 'Veteran', '1980-01-01')),
    ]);
    projectId = await createProjectAs(casting, 'Harbour Lights');
    dayId = await createDayAs(
      casting,
      projectId,
      dayBody({
        dates: ['2026-12-03'],
        notes: '<p>Bring <strong>two</strong> outfits</p><ul><li>No logos</li></ul>',
        roles: [
          { name: 'Diner', slots: 10, isSSE: false },
          { name: 'Cook', slots: 2, isSSE: true },
        ],
      }),
    );
    const roles = await rolesOf(casting, projectId, dayId);
    await book(dayId, adult.uid, roles.Cook!, { draft: '05:45', final: '06:30' });
    await book(dayId, child.uid, roles.Diner!, { draft: '07:00' });
    await book(dayId, teen.uid, roles.Diner!);
    await book(dayId, older.uid, roles.Diner!, { final: '08:15' });
    await select(dayId, formula.uid, roles.Diner!);
    await select(dayId, at.uid, roles.Diner!);
    // Vera worked a day before this one: she is no newcomer on this call sheet.
    const earlierDayId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: ['2026-11-20'], roles: [{ name: 'Crowd', slots: 1, isSSE: false }] }),
    );
    await book(earlierDayId, veteran.uid, (await rolesOf(casting, projectId, earlierDayId)).Crowd!);
    await book(dayId, veteran.uid, roles.Diner!, { final: '09:00' });
  });

  describe('call sheet PDF', () => {
    it('is refused until the call sheet is created', async () => {
      const answer = await callApi<{ error: { message: string } }>(path('/call-sheet.pdf'), { token: casting.token });
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe('Create the call sheet first');
    });

    it('prints the header, the day, where to report, parking, shuttles, safety, notes and the booked performers', async () => {
      const call = {
        ...defaultCallSheet(SHEET_DAY),
        title: 'Diner scene, day 1',
        reportTo: '100 Queen St W, Toronto',
        parking: 'Lot B behind the diner',
        shuttles: 'From Union Station at 05:30',
        healthAndSafety: 'Closed-toe shoes on set',
        callSheet: [{ time: '06:00', description: 'Background to holding' }],
        wardrobeNotes: 'Winter coats',
      };
      const saved = await callApi(path('/call-sheet'), { method: 'PUT', token: casting.token, body: call });
      expect(saved.status, saved.text).toBe(200);

      const file = await download(path('/call-sheet.pdf'), casting.token);
      expect(file.status).toBe(200);
      expect(file.type).toBe('application/pdf');
      expect(file.disposition).toBe('attachment; filename="call-sheet-2026-12-03-diner-scene-day-1.pdf"');
      const text = await pdfText(file.bytes);
      for (const expected of [
        'SceneCall Background Agency',
        'CALL SHEET',
        'All times are Toronto time.',
        'Harbour Lights',
        'Diner scene, day 1',
        'Thu, Dec 3, 2026',
        '100 Queen St W, Toronto',
        'Lot B behind the diner',
        'From Union Station at 05:30',
        'Closed-toe shoes on set',
        '6:00 AM',
        'Background to holding',
        'Winter coats',
        'Bring two outfits',
        '• No logos',
        'Performers (5)',
        'Ada Lovelace SSE Cook 6:30 AM First day: help with the voucher',
        'Tim Young Diner 7:00 AM Minor (under 12): 8 h, 12 h rest First day: help with the voucher',
        'Tess Teen Diner TBA Minor (12-15): up to 10 h, 12 h rest First day: help with the voucher',
        'Olly Older Diner 8:15 AM Minor (16-17): up to 12 h, 12 h rest First day: help with the voucher',
        'Vera Veteran Diner 9:00 AM',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text.match(/First day: help with the voucher/g)).toHaveLength(4);
      expect(text).not.toContain('5:45');
      expect(text).not.toContain('HYPERLINK');
      expect(text).not.toContain(adult.tel);
    });
  });

  it('prints the fitting sheet with its fitting times and the booked performers', async () => {
    const fitting = {
      ...defaultFittingSheet(SHEET_DAY),
      reportTo: 'Wardrobe trailer, 12 Front St',
      fittingTime: [{ time: '14:00', description: 'Diner group' }],
      notes: 'Bring your own winter boots',
    };
    expect((await callApi(path('/fitting-sheet'), { method: 'PUT', token: casting.token, body: fitting })).status).toBe(
      200,
    );
    const file = await download(path('/fitting-sheet.pdf'), casting.token);
    expect(file.status).toBe(200);
    const text = await pdfText(file.bytes);
    expect(text).not.toContain('First day');
    for (const expected of [
      'FITTING SHEET',
      'Wed, Dec 2, 2026',
      'Wardrobe trailer, 12 Front St',
      'A fitting pays 2 hours.',
      '2:00 PM',
      'Diner group',
      'Bring your own winter boots',
      'Tim Young Diner 7:00 AM Minor (under 12): 8 h, 12 h rest',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('exports every participant as CSV with BOM, contacts, call times and formula cells escaped', async () => {
    const file = await download(path('/performers.csv'), casting.token);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(file.bytes, { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(rows).toHaveLength(7);
    expect(Object.keys(rows[0]!)).toEqual([
      'Name',
      'Phone',
      'E-mail',
      'Union status',
      'Role',
      'Status',
      'Draft call time',
      'Final call time',
    ]);
    const byName = new Map(rows.map((row) => [row.Name, row]));
    expect(byName.get('Ada Lovelace')).toEqual({
      Name: 'Ada Lovelace',
      Phone: adult.tel,
      'E-mail': adult.email,
      'Union status': 'ACTRA Full',
      Role: 'SSE Cook',
      Status: 'booked',
      'Draft call time': '05:45',
      'Final call time': '06:30',
    });
    expect(byName.get('Tim Young')).toMatchObject({
      Status: 'booked',
      'Draft call time': '07:00',
      'Final call time': '',
    });
    expect(byName.get(`'=HYPERLINK("http://evil.test") +1`)).toMatchObject({ Status: 'selected', Role: 'Diner' });
    expect(byName.get("'@SUM(A1) -2")).toMatchObject({ Phone: at.tel });
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('writes each export to the audit trail of every performer it carried, and refuses another Casting user', async () => {
    const trail = async () =>
      (await adminDb().collection('auditLog').where('target', '==', `productionDays/${dayId}`).get()).docs.map((doc) =>
        doc.data(),
      );
    const entries = await trail();
    const byAction = (action: string) =>
      entries
        .filter((entry) => entry.action === action)
        .map((entry) => entry.targetUid as string)
        .sort();
    const booked = [adult.uid, child.uid, teen.uid, older.uid, veteran.uid].sort();
    expect(byAction('call-sheet.exported')).toEqual(booked);
    expect(byAction('fitting-sheet.exported')).toEqual(booked);
    expect(byAction('performer-list.exported')).toEqual([...booked, formula.uid, at.uid].sort());
    for (const entry of entries) {
      expect(entry.actorUid).toBe(casting.uid);
      expect(Date.parse(entry.at as string)).toBeGreaterThan(Date.now() - 600_000);
    }
    for (const suffix of ['/performers.csv', '/call-sheet.pdf', '/fitting-sheet.pdf']) {
      expect((await download(path(suffix), otherCasting.token)).status).toBe(403);
    }
    expect(await trail()).toHaveLength(entries.length);
  });
});
