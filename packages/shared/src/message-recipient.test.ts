import { describe, expect, it } from 'vitest';
import { agencyDateOf } from './dates';
import { isMinorOnDate } from './minors';
import { messageRecipientOn, recipientChannelsFor, recipientEmailOf } from './message-recipient';
import { minorAnswerRefusedWording } from './text-wordings';
import { OPTED_IN_MESSAGE_PREFERENCES, type TextSettings } from './texts';

const textsOn: TextSettings = {
  enabled: true,
  consent: { at: '2026-01-01T12:00:00.000Z', wording: 'Yes', via: 'profile' },
  stoppedAt: null,
  preferences: OPTED_IN_MESSAGE_PREFERENCES,
};

/** Born 2008-11-19: 18 on 2026-11-19 (Toronto). */
const minor = {
  email: 'kid@example.com',
  texts: textsOn,
  profile: {
    dateOfBirth: '2008-11-19',
    guardianFullName: 'Dana Parent',
    guardianTel: '1-416-555-0199',
    guardianEmail: 'dana@example.com',
  },
};

describe('messageRecipientOn at the 18th birthday (Toronto dates)', () => {
  it('sends to the guardian the day before the birthday', () => {
    const recipient = messageRecipientOn(minor, '2026-11-18');
    expect(recipient).toMatchObject({ to: 'guardian', email: 'dana@example.com', tel: '1-416-555-0199' });
    // The minor's own text consent is not the guardian's.
    expect(recipient.texts).toBeNull();
  });

  it('sends to the performer on the birthday', () => {
    expect(messageRecipientOn(minor, '2026-11-19')).toEqual({ to: 'performer', texts: textsOn });
  });

  it('reads the Toronto date of a UTC server clock: 01:00 UTC on the birthday is still the day before in Toronto', () => {
    const lateEveningInToronto = new Date('2026-11-19T01:00:00Z');
    expect(agencyDateOf(lateEveningInToronto)).toBe('2026-11-18');
    expect(messageRecipientOn(minor, agencyDateOf(lateEveningInToronto)).to).toBe('guardian');
    expect(messageRecipientOn(minor, agencyDateOf(new Date('2026-11-19T05:00:00Z'))).to).toBe('performer');
  });

  it('never takes an unknown or future date of birth for a minor', () => {
    expect(isMinorOnDate(null, '2026-11-18')).toBe(false);
    expect(isMinorOnDate('2027-01-01', '2026-11-18')).toBe(false);
    expect(messageRecipientOn({ ...minor, profile: { ...minor.profile, dateOfBirth: null } }, '2026-11-18').to).toBe(
      'performer',
    );
  });

  it('keeps a minor without any guardian contact on their own address', () => {
    const alone = { ...minor, profile: { dateOfBirth: '2010-01-01' } };
    expect(messageRecipientOn(alone, '2026-11-18').to).toBe('performer');
  });
});

describe('the guardian’s own choices', () => {
  it('texts the guardian only with consent given for the current number', () => {
    const consented = { ...minor, guardianMessages: { tel: '1-416-555-0199', texts: textsOn, copyPerformer: false } };
    expect(recipientChannelsFor(consented, 'requests', '2026-11-18')).toEqual(['email', 'sms']);
    const numberChanged = { ...consented, profile: { ...minor.profile, guardianTel: '1-416-555-0100' } };
    expect(recipientChannelsFor(numberChanged, 'requests', '2026-11-18')).toEqual(['email']);
    expect(recipientChannelsFor(minor, 'requests', '2026-11-18')).toEqual(['email']);
  });

  it('copies the minor on e-mail only when the guardian allows it', () => {
    const base = messageRecipientOn(minor, '2026-11-18');
    expect(recipientEmailOf(base, 'kid@example.com')).toEqual({ address: 'dana@example.com', cc: null });
    const allowing = { ...minor, guardianMessages: { tel: '1-416-555-0199', texts: textsOn, copyPerformer: true } };
    expect(recipientEmailOf(messageRecipientOn(allowing, '2026-11-18'), 'kid@example.com')).toEqual({
      address: 'dana@example.com',
      cc: 'kid@example.com',
    });
  });

  it('falls back to the minor’s address when the guardian has no e-mail on record', () => {
    const noEmail = { ...minor, profile: { ...minor.profile, guardianEmail: null } };
    expect(recipientEmailOf(messageRecipientOn(noEmail, '2026-11-18'), 'kid@example.com').address).toBe(
      'kid@example.com',
    );
  });

  it('words the refusal of a minor’s own answer', () => {
    expect(minorAnswerRefusedWording('Dana Parent')).toContain('Your guardian answers requests for you');
  });
});
