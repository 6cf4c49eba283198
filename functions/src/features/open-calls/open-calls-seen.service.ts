/**
 * When a performer last looked at their open calls, kept on the server so the menu's "new" count
 * is the same on every device. Set by the open calls page with the newest call it showed.
 */
import type { OpenCallsSeen } from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { readOpenCallsSeen, saveOpenCallsSeen } from './open-calls-seen.repository';

export const readSeen = async (caller: Caller): Promise<OpenCallsSeen> => ({
  seenAt: await readOpenCallsSeen(caller.uid),
});

/** A time ahead of the server's clock is taken as now: no call can have been shown before it was posted. */
export async function markSeen(
  caller: Caller,
  { seenAt }: { seenAt: string },
  now = new Date(),
): Promise<OpenCallsSeen> {
  const shown = Math.min(Date.parse(seenAt), now.getTime());
  return { seenAt: await saveOpenCallsSeen(caller.uid, new Date(shown).toISOString(), now) };
}
