/**
 * Text search over users: case- and accent-insensitive, every word of the query must be the start of
 * some word of the user's name, company, e-mail address or phone number. Phone numbers match
 * however they are typed ('416-555', '(416) 555', '4165550110', '1-416'), and an e-mail address by
 * its whole start or any of its parts ('smith', 'scenecall').
 */

const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const fold = (text: string) => foldAccents(text).toLowerCase();

const PHONE_LIKE = /^[\d\s().+-]*\d[\d\s().+-]*$/;

function phoneTerms(tel: string): string[] {
  const digits = tel.replace(/\D/g, '');
  if (digits.length === 0) return [];
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // 4165550110: the whole number, from the exchange on (5550110), and the line number (0110).
  return [digits, national, national.slice(3), national.slice(6)];
}

function emailTerms(email: string): string[] {
  const address = fold(email);
  if (address === '') return [];
  return [address, ...address.split(/[^\p{L}\p{N}]+/u)];
}

function wordTerms(text: string): string[] {
  const folded = fold(text);
  // 'Mary-Jane O'Neil' is found by 'mary-jane', 'jane', 'oneil' and 'o'neil'.
  return folded.split(/\s+/).flatMap((word) => [word, ...word.split(/[^\p{L}\p{N}]+/u), word.replace(/['’]/g, '')]);
}

export interface SearchableUser {
  name: string;
  companyName: string | null;
  email: string;
  tel: string;
}

/** The distinct words a query word may be the start of. */
export function searchTermsOf(user: SearchableUser): string[] {
  const terms = [
    ...wordTerms(user.name),
    ...wordTerms(user.companyName ?? ''),
    ...emailTerms(user.email),
    ...phoneTerms(user.tel),
  ];
  return [...new Set(terms.filter((term) => term !== ''))];
}

/** The query as words to match; phone-like words keep their digits only. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .map((word) => (PHONE_LIKE.test(word) ? word.replace(/\D/g, '') : word))
    .filter((word) => word !== '');
}

/** True when every query word starts some term (an empty query matches everyone). */
export function matchesWords(terms: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => terms.some((term) => term.startsWith(word)));
}
