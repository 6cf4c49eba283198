/** What a text template is: a data schema and a function that composes the text from that data. */
import type { z } from 'zod';

/** One text's own words; the sender's name is put in front of them ('SceneCall: …'). */
export interface TextContent {
  body: string;
  /** Undoes what composing prepared when the text is not handed over after all (e.g. revokes a fresh link). */
  onNotSent?: () => Promise<void>;
}

export interface TextTemplate<Schema extends z.ZodType = z.ZodType> {
  name: string;
  /** The stored data (ids and plain facts, readable in the outbox): checked when queued and when delivered. */
  data: Schema;
  /** As an e-mail template's: a minor's guardian receives it at their number, with their own consent. */
  guardianReceivesForMinor?: boolean;
  /** Runs at every delivery attempt, reading current data. */
  compose(data: z.output<Schema>): Promise<TextContent>;
}

export const defineTextTemplate = <Schema extends z.ZodType>(template: TextTemplate<Schema>) => template;

/** Texts are at most 10 segments (Twilio accepts 1,600 characters; carriers split longer ones badly). */
export const MAX_TEXT_LENGTH = 1_600;

/** Every text names the agency first, on one paragraph of plain words. */
export function textWithSender(senderName: string, body: string): string {
  const words = body
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const named = words.startsWith(`${senderName}:`) ? words : `${senderName}: ${words}`;
  return named.slice(0, MAX_TEXT_LENGTH);
}
