/**
 * The performer's side of the voucher (issue 22): told at the wrap and at each correction by the
 * channel they chose, signs with their profile name, disputes a line the set screen shows at once,
 * a signed voucher is locked, its PDF holds the figures, and nobody else reaches it.
 */
import { formatDateForPeople, textSegments, type PerformerVouchersAnswer, type VoucherRecord } from '@scenecall/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { waitForMail } from '../../../../tools/testing/mail';
import { waitForTexts } from '../../../../tools/testing/sms';
import { stackEnv } from '../../../../tools/testing/stack-env';
import { adminDb, createTestUser } from '../../../../tools/testing/users';
import { activatedPerformer, noticesOf, setEvent, signVoucherAs, wrappedVoucher } from './vouchers.test-support';

async function download(path: string, token: string) {
  const response = await fetch(`${stackEnv().apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const CORRECTION = {
  kind: 'edit',
  in: '07:00',
  out: '19:00',
  meals: [{ start: '12:00', end: '12:30' }],
  allowances: [],
  notes: 'Wrap corrected',
};

describe('the performer’s voucher', () => {
  it('tells the performer by e-mail at the wrap, and again when a correction needs a new signature', async () => {
    const voucher = await wrappedVoucher();
    expect(await noticesOf(voucher)).toEqual([{ template: 'voucher-ready', corrected: false }]);
    const mail = await waitForMail(voucher.performer.email, /^Voucher to sign: /);
    expect(mail.text).toContain('gross $220.00');
    expect(mail.text).toContain(`/performer/vouchers/${voucher.voucherId}`);

    await callApi(`/performer/vouchers/${voucher.voucherId}/dispute`, {
      method: 'POST',
      token: voucher.performer.token,
      body: { reason: 'We wrapped at 19:00', line: 'out', revision: 1 },
    });
    // The same correction sent twice (a set device replaying its queue) tells the performer once.
    await setEvent(voucher, CORRECTION);
    await setEvent(voucher, CORRECTION);
    expect(await noticesOf(voucher)).toEqual([
      { template: 'voucher-ready', corrected: false },
      { template: 'voucher-ready', corrected: true },
    ]);
  });

  it('texts a performer who chose texts for booking messages, with the e-mail as the fallback', async () => {
    const performer = await activatedPerformer();
    const settings = await callApi('/performer/text-settings', {
      method: 'PUT',
      token: performer.token,
      body: { enabled: true, preferences: { requests: 'email', bookings: 'sms', reminders: 'email' } },
    });
    expect(settings.status, settings.text).toBe(200);
    const voucher = await wrappedVoucher(performer);
    expect(await noticesOf(voucher)).toEqual([{ template: 'voucher-ready-text', corrected: false }]);
    const text = (await adminDb().collection('mailOutbox').where('recipientUid', '==', performer.uid).get()).docs.find(
      (doc) => doc.get('template') === 'voucher-ready-text',
    );
    expect(text?.get('fallbackMail.template')).toBe('voucher-ready');
    // One segment, with the voucher's short link (`/v/<id>`, which the web app sends on to its page).
    const sent = await waitForTexts(`+${performer.tel.replace(/\D/g, '')}`, 2);
    const body = sent.find((message) => message.body.includes('Review and sign'))!.body;
    expect(body).toMatch(
      new RegExp(`^SceneCall: Voucher for .*: gross \\$[\\d.,]+\\. Review and sign: http\\S+/v/${voucher.voucherId}$`),
    );
    expect(textSegments(body)).toBe(1);
  });

  it('the dispute (line and reason) is on the set screen at once', async () => {
    const voucher = await wrappedVoucher();
    const disputed = await callApi(`/performer/vouchers/${voucher.voucherId}/dispute`, {
      method: 'POST',
      token: voucher.performer.token,
      body: { reason: 'No lunch was called', line: 'meals', revision: 1 },
    });
    expect(disputed.status, disputed.text).toBe(200);
    const screen = await callApi<{ people: { vouchers: { status: string; dispute: unknown }[] }[] }>(
      `${voucher.path}/set`,
      { token: voucher.casting.token },
    );
    expect(screen.body.people[0]!.vouchers[0]).toMatchObject({
      status: 'disputed',
      dispute: { reason: 'No lunch was called', line: 'meals', revision: 1 },
    });
  });

  it('signs with the profile’s full name only, records the time and browser, and locks the voucher for everyone', async () => {
    const voucher = await wrappedVoucher();
    const wrongName = await signVoucherAs(voucher, 1, 'Someone Else');
    expect(wrongName.status).toBe(400);
    expect(wrongName.text).toContain('Type your full name as it is on your profile');
    const signed = await signVoucherAs(voucher, 1, '  grace   HOPPER ');
    expect(signed.status, signed.text).toBe(200);
    const stored = (await adminDb().doc(`vouchers/${voucher.voucherId}`).get()).data();
    expect(stored?.signature).toMatchObject({ fullName: 'grace   HOPPER', revision: 1, by: 'performer' });
    expect(typeof stored?.signature.at).toBe('string');
    expect(stored?.signature.client).not.toBe('');

    const admin = await createTestUser({ role: 'Admin' });
    for (const token of [voucher.casting.token, admin.token]) {
      const edit = await callApi(`${voucher.path}/vouchers/${voucher.performer.uid}/events`, {
        method: 'POST',
        token,
        body: { date: voucher.date, event: CORRECTION },
      });
      expect(edit.status).toBe(409);
      expect(edit.text).toContain('A signed voucher is locked');
    }
    const dispute = await callApi(`/performer/vouchers/${voucher.voucherId}/dispute`, {
      method: 'POST',
      token: voucher.performer.token,
      body: { reason: 'Too late', line: null, revision: 1 },
    });
    expect(dispute.status).toBe(409);
  });

  it('reads a voucher stored before allowance counts with counts, its stored pay unchanged', async () => {
    const voucher = await wrappedVoucher();
    const ref = adminDb().doc(`vouchers/${voucher.voucherId}`);
    const { allowances: _counts, pay, ...current } = (await ref.get()).data() as VoucherRecord;
    // As stored before counts: the id listed once per unit, the allowance paid once, its line without a count.
    const oldLine = { kind: 'allowance', id: 'wardrobe', label: 'Wardrobe change', cents: 1_500 };
    const oldPay = { ...pay!, lines: [...pay!.lines, oldLine], grossCents: pay!.grossCents + 1_500 };
    await ref.set({ ...current, allowanceIds: ['wardrobe', 'wardrobe'], pay: oldPay });
    const mine = await callApi<PerformerVouchersAnswer>('/performer/vouchers', { token: voucher.performer.token });
    const read = mine.body.vouchers.find((entry) => entry.id === voucher.voucherId);
    expect(read).toMatchObject({ allowances: [{ id: 'wardrobe', count: 2 }] });
    expect(read).not.toHaveProperty('allowanceIds');
    expect(read?.pay?.grossCents).toBe(22_000 + 1_500);
    expect(read?.pay?.lines.at(-1)).toEqual({ ...oldLine, count: 1 });
  });

  it('lists the performer’s own vouchers with the day, those to sign first; another performer sees and signs none of them', async () => {
    const voucher = await wrappedVoucher();
    const mine = await callApi<{ vouchers: { id: string; dayName: string; agency: string; status: string }[] }>(
      '/performer/vouchers',
      { token: voucher.performer.token },
    );
    expect(mine.body.vouchers).toEqual([
      expect.objectContaining({
        id: voucher.voucherId,
        status: 'sent',
        dayName: expect.stringContaining('Voucher show'),
      }),
    ]);
    const other = await activatedPerformer();
    const theirs = await callApi<{ vouchers: { id: string }[] }>('/performer/vouchers', { token: other.token });
    expect(theirs.body.vouchers.map((entry) => entry.id)).not.toContain(voucher.voucherId);
    const stranger = { ...voucher, performer: other };
    expect((await signVoucherAs(stranger)).status).toBe(404);
    expect((await download(`/performer/vouchers/${voucher.voucherId}/voucher.pdf`, other.token)).status).toBe(404);
  });

  it('serves the signed voucher’s PDF with the figures to its performer and Admins, audited for Admins, refused before signing', async () => {
    const voucher = await wrappedVoucher();
    const path = `/performer/vouchers/${voucher.voucherId}/voucher.pdf`;
    expect((await download(path, voucher.performer.token)).status).toBe(409);
    // Two wardrobe changes, sent as an app from before counts sends them (the id once per change).
    const { allowances: _counts, ...beforeCounts } = CORRECTION;
    const corrected = await setEvent(voucher, {
      ...beforeCounts,
      out: '18:30',
      allowanceIds: ['wardrobe', 'wardrobe'],
    });
    expect(corrected).toMatchObject({ revision: 2, allowances: [{ id: 'wardrobe', count: 2 }] });
    // Signed in another case than the profile's: the PDF names the performer as the profile does.
    expect((await signVoucherAs(voucher, 2, 'GRACE HOPPER')).status).toBe(200);

    const pdf = await download(path, voucher.performer.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const text = await pdfText(pdf.bytes);
    const mine = await callApi<PerformerVouchersAnswer>('/performer/vouchers', { token: voucher.performer.token });
    const described = mine.body.vouchers[0]!;
    // Whose voucher, for whom and when, as a timecard says it.
    for (const heading of [
      `Agency ${described.agency}`,
      'Performer Grace Hopper',
      `Production ${described.production}`,
      `Day ${described.dayName}`,
      `Date ${formatDateForPeople(voucher.date)}`,
    ]) {
      expect(text).toContain(heading);
    }
    for (const figure of [
      '7:00 AM',
      '6:30 PM',
      '12:00 PM – 12:30 PM',
      '11 h',
      'Wardrobe change ×2',
      'Wardrobe change ×2 at $15.00',
      '$30.00',
      '$250.00',
      'Toronto time',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).toMatch(/Signed by GRACE HOPPER on .* Toronto time/);

    const admin = await createTestUser({ role: 'Admin' });
    expect((await download(path, admin.token)).status).toBe(200);
    const listed = await callApi<{ vouchers: { id: string; status: string }[] }>(
      `/admin/users/${voucher.performer.uid}/vouchers`,
      { token: admin.token },
    );
    expect(listed.body.vouchers).toEqual([expect.objectContaining({ id: voucher.voucherId, status: 'signed' })]);
    const trail = await adminDb().collection('auditLog').where('targetUid', '==', voucher.performer.uid).get();
    const reads = trail.docs.filter((doc) => doc.get('action') === 'vouchers.viewed');
    expect(reads.map((doc) => doc.get('detail') as unknown)).toEqual(['Voucher PDF']);
    expect(reads.map((doc) => doc.get('actorUid'))).toEqual([admin.uid]);
    expect(
      (await callApi(`/admin/users/${voucher.performer.uid}/vouchers`, { token: voucher.casting.token })).status,
    ).toBe(403);
  });
});
