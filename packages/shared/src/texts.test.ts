import { describe, expect, it } from 'vitest';
import {
  consentHistoryOf,
  messageChannelsFor,
  quietHoursEnd,
  textSegments,
  textStatusAdvances,
  toE164,
  withConsentEvent,
  type TextSettings,
} from './texts';

describe('text numbers and delivery states', () => {
  it('writes North American numbers in E.164 however people write them', () => {
    for (const written of ['1-416-555-0101', '(416) 555-0101', '+1 416 555 0101', '4165550101']) {
      expect(toE164(written), written).toBe('+14165550101');
    }
    for (const wrong of ['123', '+44 20 7946 0958', '1-416-555-01', '']) expect(toE164(wrong), wrong).toBeUndefined();
  });

  it('moves a text forward only: queued, sent, then one final status', () => {
    expect(textStatusAdvances(null, 'queued')).toBe(true);
    expect(textStatusAdvances('queued', 'sent')).toBe(true);
    expect(textStatusAdvances('sent', 'delivered')).toBe(true);
    expect(textStatusAdvances('sent', 'undelivered')).toBe(true);
    expect(textStatusAdvances('delivered', 'sent')).toBe(false);
    expect(textStatusAdvances('delivered', 'failed')).toBe(false);
    expect(textStatusAdvances('sent', 'sent')).toBe(false);
  });
});

describe('quiet hours', () => {
  it('hold texts from 22:00 to 07:00 Toronto time, with a server clock in UTC and across the clock change', () => {
    // Sat Oct 31 2026, 21:59 EDT = 01:59 UTC Nov 1: not quiet yet.
    expect(quietHoursEnd(new Date('2026-11-01T01:59:00Z'))).toBeNull();
    // 22:00 EDT Oct 31 → 07:00 EST Nov 1 (the clocks went back at 2:00) = 12:00 UTC.
    expect(quietHoursEnd(new Date('2026-11-01T02:00:00Z'))?.toISOString()).toBe('2026-11-01T12:00:00.000Z');
    // 06:59 EST Nov 2 = 11:59 UTC → 07:00 the same morning.
    expect(quietHoursEnd(new Date('2026-11-02T11:59:00Z'))?.toISOString()).toBe('2026-11-02T12:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-11-02T12:00:00Z'))).toBeNull();
  });
});

describe('which channels a message takes', () => {
  const settings = (enabled: boolean): TextSettings => ({
    enabled,
    consent: enabled ? { at: '2026-11-25T12:00:00.000Z', wording: 'Yes', via: 'profile' } : null,
    stoppedAt: null,
    preferences: { requests: 'sms', bookings: 'both', reminders: 'email' },
  });

  it('is e-mail until the performer opted in, then what they chose per kind', () => {
    expect(messageChannelsFor(undefined, 'requests')).toEqual(['email']);
    expect(messageChannelsFor(settings(false), 'requests')).toEqual(['email']);
    expect(messageChannelsFor(settings(true), 'requests')).toEqual(['sms']);
    expect(messageChannelsFor(settings(true), 'bookings')).toEqual(['email', 'sms']);
    expect(messageChannelsFor(settings(true), 'reminders')).toEqual(['email']);
  });
});

describe('the text consent history', () => {
  const base: TextSettings = {
    enabled: false,
    consent: null,
    stoppedAt: null,
    preferences: { requests: 'sms', bookings: 'sms', reminders: 'sms' },
  };
  const optIn = { at: '2026-11-01T12:00:00.000Z', event: 'opt-in', wording: 'Yes, texts', source: 'profile' } as const;
  const stop = { at: '2026-11-02T12:00:00.000Z', event: 'stop', wording: 'ARRET', source: 'text' } as const;
  const start = { at: '2026-11-03T12:00:00.000Z', event: 'start', wording: 'START', source: 'text' } as const;

  it('keeps every event and derives the state: START turns texts on again but keeps the consent given', () => {
    const stopped = withConsentEvent(withConsentEvent(base, optIn), stop);
    expect(stopped).toMatchObject({ enabled: false, stoppedAt: stop.at });
    const restarted = withConsentEvent(stopped, start);
    expect(restarted).toMatchObject({
      enabled: true,
      consent: { at: optIn.at, wording: 'Yes, texts', via: 'profile' },
      stoppedAt: stop.at,
    });
    expect(restarted.history).toEqual([optIn, stop, start]);
  });

  it('a START without consent given before turns nothing on', () => {
    expect(withConsentEvent(base, start).enabled).toBe(false);
  });

  it('reads settings from before the history as their consent and STOP', () => {
    const legacy: TextSettings = {
      ...base,
      consent: { at: optIn.at, wording: 'Yes', via: 'profile' },
      stoppedAt: stop.at,
    };
    expect(consentHistoryOf(legacy).map((entry) => entry.event)).toEqual(['opt-in', 'stop']);
    expect(withConsentEvent(legacy, start).enabled).toBe(true);
  });
});

describe('text segments', () => {
  it('counts 160 GSM-7 characters as one segment, extended ones as two, and anything else as UCS-2', () => {
    expect(textSegments('a'.repeat(160))).toBe(1);
    expect(textSegments('a'.repeat(161))).toBe(2);
    expect(textSegments(`${'a'.repeat(159)}€`)).toBe(2);
    expect(textSegments(`${'a'.repeat(69)}’`)).toBe(1);
    expect(textSegments(`${'a'.repeat(70)}’`)).toBe(2);
  });
});
