import { describe, expect, it } from 'vitest';
import {
  bookingRequestWording,
  bookingUpdateWording,
  commissionReminderWording,
  openCallAlertWording,
  openCallNotSelectedWording,
  textsOnWording,
  voucherReadyWording,
  voucherReminderWording,
} from './text-wordings';
import { inGsm7, inOneSegment, isGsm7, ONE_TEXT_SEGMENT, textSegments } from './texts';

const SENDER = 'SceneCall';
// Worst cases: a long production with a long day title, accented and curly-quoted, and a long base URL.
const BASE = 'https://app.scenecall.ca';
const DAY_NAME = 'The Extraordinary Adventures of Côté’s Maplewood – Season 3: Hospital corridor crowd, night exterior';
const TITLE = '“Hockey fans” with their own jerseys for the playoff crowd scene at the Scotiabank Arena – Côté';

/** What every text must be: GSM-7, one segment of at most 160 characters with the sender's name. */
function expectOneSegment(body: string, ending: string): void {
  const text = `${SENDER}: ${body}`;
  expect(isGsm7(text), text).toBe(true);
  expect(text.length, text).toBeLessThanOrEqual(ONE_TEXT_SEGMENT);
  expect(textSegments(text), text).toBe(1);
  expect(text.endsWith(ending), text).toBe(true);
}

describe('one segment, GSM-7', () => {
  it('writes look-alikes in GSM-7 and cuts the variable part short, never the rest', () => {
    expect(inGsm7('Côté’s “diner” – night…')).toBe('Coté\'s "diner" - night...');
    const body = inOneSegment(SENDER, [(name) => `For ${name}: ${BASE}/c`], 'x'.repeat(200));
    expect(body).toMatch(new RegExp(`^For x+\\.\\.\\.: ${BASE}/c$`));
    expect(`${SENDER}: ${body}`).toHaveLength(ONE_TEXT_SEGMENT);
    expect(inOneSegment(SENDER, [(name) => `For ${name}.`], 'Maple Street')).toBe('For Maple Street.');
  });

  it('the texts-on text', () => {
    expectOneSegment(textsOnWording('1-416-555-0100'), '1-416-555-0100.');
  });

  it('an availability request and an offered slot', () => {
    const link = `${BASE}/b/${'a'.repeat(22)}`;
    for (const offer of [false, true]) {
      const body = bookingRequestWording(SENDER, {
        dayName: DAY_NAME,
        // A slot offered opens on one day; a request may span several.
        dates: offer ? 'Mon Dec 14' : 'Mon Dec 14, Tue Dec 15',
        facts: ['Non-Union', '$17.20/h', '1 Yonge Street, Toronto'],
        offer,
        code: ' 2',
        by: 'Mon 6:00 PM Toronto time',
        link,
      });
      expectOneSegment(body, `Reply YES 2 or NO 2 by Mon 6:00 PM Toronto time: ${link}`);
      expect(body).toMatch(/ for The E[\w ]*\.\.\./);
    }
    // A short name keeps the day's facts that fit.
    const short = bookingRequestWording(SENDER, {
      dayName: 'Maple Street',
      dates: 'Mon Dec 14',
      facts: ['Non-Union', '$17.20/h', '1 Yonge Street, Toronto'],
      offer: false,
      code: '',
      by: 'Mon 6:00 PM Toronto time',
      link,
    });
    expect(short).toContain('for Maple Street (Non-Union)? Reply YES or NO');
  });

  it('every booking change, the call time asking for OK', () => {
    const link = `${BASE}/bk`;
    const whats = [
      'You are BOOKED for',
      'You are on standby (first offered a slot if one opens) for',
      'Your booking is cancelled (late cancellation: $25.00 penalty) for',
      'CALL TIME CHANGED: your call time is 6:30 AM Toronto time for',
    ];
    for (const what of whats) {
      const askToConfirm = what.includes('call time');
      const body = bookingUpdateWording(SENDER, {
        what,
        dayName: DAY_NAME,
        dates: 'Mon Dec 14, Tue Dec 15',
        location: '1 Yonge Street, Toronto',
        askToConfirm,
        link,
      });
      expectOneSegment(body, `${askToConfirm ? ' Reply OK to confirm.' : ''} ${link}`);
      expect(body.startsWith(what)).toBe(true);
    }
  });

  it('the commission reminder, with and without a recorded pay date', () => {
    const link = `${BASE}/c`;
    for (const payRecorded of [true, false]) {
      const body = commissionReminderWording(SENDER, { dayName: DAY_NAME, due: 'Mon Dec 28', payRecorded, link });
      expectOneSegment(
        body,
        `due Mon Dec 28${payRecorded ? ' (14 days after your pay), then a $25.00 penalty' : ''}: ${link}`,
      );
    }
  });

  it('the overdue voucher commission reminder', () => {
    const link = `${BASE}/c`;
    const body = voucherReminderWording(SENDER, {
      dayName: DAY_NAME,
      date: 'Mon Dec 14',
      gross: '$1,234.56',
      link,
    });
    expectOneSegment(body, `(Mon Dec 14, gross $1,234.56); $25.00 late penalty: ${link}`);
  });

  it('the voucher to sign and its correction', () => {
    const link = `${BASE}/v/${'a'.repeat(20)}`;
    for (const corrected of [false, true]) {
      const body = voucherReadyWording(SENDER, {
        corrected,
        dayName: DAY_NAME,
        date: 'Mon Dec 14',
        gross: '$1,234.56',
        link,
      });
      expectOneSegment(body, `Mon Dec 14: gross $1,234.56. Review and sign: ${link}`);
    }
  });

  it('the open call alert and the call closed without the performer', () => {
    const link = `${BASE}/o`;
    const alert = openCallAlertWording(SENDER, {
      title: TITLE,
      dates: 'Mon Dec 14, Tue Dec 15',
      closes: 'Fri Dec 11, 6:00 PM Toronto time',
      link,
    });
    expectOneSegment(
      alert,
      `(Mon Dec 14, Tue Dec 15). Put yourself forward by Fri Dec 11, 6:00 PM Toronto time: ${link}`,
    );
    expect(alert).toMatch(/^Open call for you: ""Hockey fans"\.\.\." \(/);
    const closed = openCallNotSelectedWording(SENDER, { title: TITLE, dates: 'Mon Dec 14, Tue Dec 15', link });
    expectOneSegment(
      closed,
      `(Mon Dec 14, Tue Dec 15) closed: casting chose others this time. Thank you! More calls: ${link}`,
    );
  });
});
