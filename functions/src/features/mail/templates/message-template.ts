/** What every template is, e-mail or text: a name, a data schema and a function composing the message from the data. */
import type { z } from 'zod';

/** What composing a message may leave to undo. */
export interface ComposedMessage {
  /** Undoes what composing prepared when the message is not sent after all (e.g. revokes a fresh token or link). */
  onNotSent?: () => Promise<void>;
}

export interface MessageTemplate<Schema extends z.ZodType, Content extends ComposedMessage> {
  name: string;
  /**
   * The stored data: checked when the message is queued and again when it is delivered. It is
   * readable in the outbox, so it holds ids and plain facts, never secrets or attachments.
   */
  data: Schema;
  /**
   * A message about the performer's work (the booking loop, the workday): for a minor it goes to
   * the guardian in the minor's place (shared `messageRecipientOn`), when queued to `{ uid }`; a
   * text goes to the guardian's number, with the guardian's own consent.
   */
  guardianReceivesForMinor?: boolean;
  /** Runs at every delivery attempt: may read current data (e.g. the commission) and render files. */
  compose(data: z.output<Schema>): Promise<Content>;
}
