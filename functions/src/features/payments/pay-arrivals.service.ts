/**
 * Pay arrivals (issue 36): the performer records, per work date, when the pay arrived and the gross
 * on the stub; a stub's picture goes through the profile's picture pipeline (bytes checked, EXIF
 * stripped, turned upright) into the performer's own folder, and is read by OCR. What OCR read is
 * stored as a reading only: the pay date and gross that count are the ones the performer confirms
 * with `recordPayArrival` (the server never takes a reading as an amount).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { agencyToday, type PayArrivalsAnswer, type PayArrivalView, type RecordPayArrivalBody } from '@scenecall/shared';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { recordAudit } from '../audit';
import { deletePictures, getPicture, pictureKept, storePictureOf } from '../profile';
import { payArrivalIdOf } from './pay-arrival-id';
import { toPayArrivalView, type PayArrivalRecord } from './pay-arrival-record';
import { findPayArrival, listPayArrivalsOf, updatePayArrival, type StoredPayArrival } from './pay-arrivals.repository';
import { readPayStub } from './pay-stub-reader';

export const PAY_STUB_FOLDER = 'pay-stubs';

const emptyRecord = (performerId: string, workDate: string, now: string): PayArrivalRecord => ({
  performerId,
  workDate,
  payArrivedOn: null,
  stubGrossCents: null,
  stubKey: null,
  reading: null,
  createdAt: now,
  updatedAt: now,
});

export async function listPayArrivals(performerId: string): Promise<PayArrivalsAnswer> {
  const found = await listPayArrivalsOf(performerId);
  return { payArrivals: found.map(({ id, record }) => toPayArrivalView(id, record)) };
}

/** PUT /performer/pay-arrivals: the confirmed pay date (and stub gross) of one work date. */
export async function recordPayArrival(performerId: string, body: RecordPayArrivalBody): Promise<PayArrivalView> {
  const id = payArrivalIdOf(performerId, body.workDate);
  const now = new Date().toISOString();
  const { after } = await updatePayArrival(id, (current) => ({
    ...(current ?? emptyRecord(performerId, body.workDate, now)),
    payArrivedOn: body.payArrivedOn,
    stubGrossCents: body.stubGrossCents ?? null,
    updatedAt: now,
  }));
  logEvent('payments.pay_arrival_recorded', { stubGross: after.stubGrossCents !== null });
  return toPayArrivalView(id, after);
}

/** PUT /performer/pay-arrivals/stub?workDate=: the stub's picture, read by OCR; nothing is confirmed by it. */
export async function addPayStub(
  performerId: string,
  workDate: string,
  headers: IncomingHttpHeaders,
  rawBody: Buffer | undefined,
): Promise<PayArrivalView> {
  if (workDate > agencyToday()) throw new ApiError('validation-failed', 'The work date cannot be in the future');
  const id = payArrivalIdOf(performerId, workDate);
  const { key, uploadId } = await storePictureOf(performerId, { folder: PAY_STUB_FOLDER, ref: id }, headers, rawBody);
  const reading = await readPayStub((await getPicture(key)).bytes);
  const now = new Date().toISOString();
  const { before, after } = await updatePayArrival(id, (current) => ({
    ...(current ?? emptyRecord(performerId, workDate, now)),
    stubKey: key,
    reading,
    updatedAt: now,
  }));
  await pictureKept(uploadId);
  if (before?.stubKey && before.stubKey !== key) await deletePictures([before.stubKey]);
  return toPayArrivalView(id, after);
}

/** The stub's picture, for whom the policy let through (its performer, Admins). */
/** The stub's picture; an Admin's view of someone else's stub is recorded in their audit trail. */
export async function payStubPicture(actor: Caller, { record }: StoredPayArrival) {
  if (!record.stubKey) throw notFound('Pay stub');
  const picture = await getPicture(record.stubKey);
  if (actor.uid !== record.performerId) await recordAudit(actor, record.performerId, 'pay-stub.viewed');
  return picture;
}

/** Whether `ref`'s pay arrival (of performer `owner`) still shows `key` (the picture cleanup asks). */
async function payStubInUse(owner: string, ref: string, key: string): Promise<boolean> {
  const record = await findPayArrival(ref);
  return record?.performerId === owner && record.stubKey === key;
}

/** The folder of pay stubs, and who answers for it in the picture cleanup (jobs.ts). */
export const PAY_STUB_KEEPER = { [PAY_STUB_FOLDER]: payStubInUse };
