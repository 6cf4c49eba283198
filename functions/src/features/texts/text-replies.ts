/**
 * What a text from a performer asks for. Words are read whatever their case, with stray spaces
 * and punctuation ('yes!', ' Y ', 'No 2.'). STOP, START and HELP with their usual synonyms
 * (Twilio's opt-out keywords, and the French ones Canadian carriers honour) are whole messages.
 */
export type ReadReply = { kind: 'stop' | 'start' | 'help' | 'ok' | 'other' } | { kind: 'yes' | 'no'; code?: number };

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE', 'ARRET']);
const START_WORDS = new Set(['START', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO', 'AIDE']);
const OK_WORDS = new Set(['OK', 'OKAY']);

export function normalizedReply(body: string): string {
  return body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readReply(body: string): ReadReply {
  const words = normalizedReply(body);
  const compact = words.replace(/ /g, '');
  if (STOP_WORDS.has(compact)) return { kind: 'stop' };
  if (START_WORDS.has(compact)) return { kind: 'start' };
  if (HELP_WORDS.has(compact)) return { kind: 'help' };
  if (OK_WORDS.has(compact)) return { kind: 'ok' };
  const answer = /^(YES|Y|NO|N) ?(\d{1,2})?$/.exec(words);
  if (!answer) return { kind: 'other' };
  const kind = answer[1]!.startsWith('Y') ? 'yes' : 'no';
  return answer[2] ? { kind, code: Number(answer[2]) } : { kind };
}
