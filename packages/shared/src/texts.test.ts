import { describe, expect, it } from 'vitest';
import { textStatusAdvances, toE164 } from './texts';

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
