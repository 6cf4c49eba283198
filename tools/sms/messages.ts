/** The SMS stand-in's memory: every text in and out, per phone number, and how each number behaves. */
import { randomBytes } from 'node:crypto';

export type Direction = 'outbound-api' | 'outbound-reply' | 'inbound';

export interface StandInMessage {
  sid: string;
  direction: Direction;
  from: string;
  to: string;
  body: string;
  status: string;
  errorCode: number | null;
  createdAt: string;
  statusCallback: string | null;
}

/**
 * What happens to texts sent to a number: `delivered` (the default), `undelivered` or `failed`
 * (accepted, then the carrier's failure in the status callback), `refused` (the API answers 400,
 * 21211 invalid 'To'), `unavailable` (the API answers 503, a retryable outage).
 */
export const OUTCOMES = ['delivered', 'undelivered', 'failed', 'refused', 'unavailable'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

export class MessageStore {
  readonly messages: StandInMessage[] = [];
  private readonly outcomes = new Map<string, Outcome>();

  add(message: Omit<StandInMessage, 'sid' | 'createdAt'>): StandInMessage {
    const stored = { sid: messageSid(), createdAt: new Date().toISOString(), ...message };
    this.messages.push(stored);
    return stored;
  }

  outcomeFor(phone: string): Outcome {
    return this.outcomes.get(phone) ?? 'delivered';
  }

  setOutcome(phone: string, outcome: Outcome): void {
    this.outcomes.set(phone, outcome);
  }

  /** The other party of a message: the performer's phone. */
  static phoneOf(message: StandInMessage): string {
    return message.direction === 'inbound' ? message.from : message.to;
  }

  ofPhone(phone: string): StandInMessage[] {
    return this.messages.filter((message) => MessageStore.phoneOf(message) === phone);
  }

  /** Phone numbers with texts, the most recent conversation first. */
  phones(): string[] {
    const latest = new Map<string, string>();
    for (const message of this.messages) latest.set(MessageStore.phoneOf(message), message.createdAt);
    return [...latest.entries()].sort((a, b) => b[1].localeCompare(a[1])).map(([phone]) => phone);
  }
}
