/** What a text template is: a data schema and a function that composes the text from that data. */
import type { z } from 'zod';
import type { ComposedMessage, MessageTemplate } from './message-template';

/** One text's own words; the sender's name is put in front of them ('SceneCall: …'). */
export interface TextContent extends ComposedMessage {
  body: string;
}

export type TextTemplate<Schema extends z.ZodType = z.ZodType> = MessageTemplate<Schema, TextContent>;

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
