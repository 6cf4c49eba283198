/** Sends signed webhook events to the app, the way Stripe does (retried a few times on failure). */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { StandInIntent } from './payment-intents';

export interface SentEvent {
  id: string;
  type: string;
  payload: string;
  delivered: boolean;
}

const RETRY_DELAYS_MS = [0, 500, 2000, 5000];

export class WebhookSender {
  readonly sent: SentEvent[] = [];
  private readonly signer = new Stripe('sk_test_stand_in_signer');

  constructor(
    private readonly webhookUrl: string,
    private readonly webhookSecret: string,
  ) {}

  /** Queues the event and answers at once; delivery happens in the background. */
  send(type: string, intent: StandInIntent): SentEvent {
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: intent },
    };
    const sent: SentEvent = { id: event.id, type, payload: JSON.stringify(event, null, 2), delivered: false };
    this.sent.push(sent);
    void this.deliver(sent);
    return sent;
  }

  private async deliver(sent: SentEvent): Promise<void> {
    for (const delay of RETRY_DELAYS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        const signature = this.signer.webhooks.generateTestHeaderString({
          payload: sent.payload,
          secret: this.webhookSecret,
        });
        const response = await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
          body: sent.payload,
        });
        if (response.ok) {
          sent.delivered = true;
          return;
        }
      } catch {
        // the app is not reachable yet: retry
      }
    }
    console.warn(`[stripe stand-in] webhook ${sent.type} ${sent.id} was not delivered to ${this.webhookUrl}`);
  }
}
