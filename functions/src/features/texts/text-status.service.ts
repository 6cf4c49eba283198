/** Twilio's status callbacks: a text's delivery state (queued, sent, delivered, failed, undelivered) on its outbox entry. */
import { TEXT_DELIVERY_STATUSES, type TextDeliveryStatus } from '@scenecall/shared';
import type { Request } from 'express';
import { ApiError } from '../../http/api-error';
import { recordTextStatus } from '../mail';
import { verifiedTwilioParams } from './twilio-webhook';

const isTextStatus = (value: string | undefined): value is TextDeliveryStatus =>
  (TEXT_DELIVERY_STATUSES as readonly (string | undefined)[]).includes(value);

export async function handleTextStatus(req: Request, outboxId: string): Promise<{ received: true }> {
  const params = await verifiedTwilioParams(req, 'status');
  const status = params.MessageStatus;
  const providerId = params.MessageSid;
  if (!providerId) throw new ApiError('bad-request', 'MessageSid is missing');
  // Statuses that say nothing about delivery (accepted, scheduled, sending, read…) are acknowledged and kept out.
  if (!isTextStatus(status)) return { received: true };
  const { found } = await recordTextStatus({ outboxId, providerId, status, errorCode: params.ErrorCode || undefined });
  if (!found) throw new ApiError('not-found', 'No such text');
  return { received: true };
}
