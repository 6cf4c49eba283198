import { describe, expect, it } from 'vitest';
import { matchesWords, queryWords, searchTermsOf } from './user-search';

const jordan = searchTermsOf({
  name: 'Jordan Mary-Jane Smith',
  companyName: null,
  email: 'jordan.smith@scenecall.example',
  tel: '1-416-555-0110',
});
const finds = (query: string) => matchesWords(jordan, queryWords(query));

describe('user search', () => {
  it('finds a user by the start of any word of the name, case-insensitively', () => {
    expect(finds('jor')).toBe(true);
    expect(finds('SMI')).toBe(true);
    expect(finds('jane')).toBe(true);
    expect(finds('mary-j')).toBe(true);
    expect(finds('ordan')).toBe(false);
  });

  it('needs every word of the query', () => {
    expect(finds('jordan smith')).toBe(true);
    expect(finds('jordan brown')).toBe(false);
  });

  it('finds by e-mail address, whole or by its parts', () => {
    expect(finds('jordan.smith@scene')).toBe(true);
    expect(finds('scenecall')).toBe(true);
    expect(finds('example')).toBe(true);
  });

  it('finds by phone however it is typed', () => {
    for (const typed of ['416-555', '(416) 555-0110', '4165550110', '1-416', '555-0110', '0110'])
      expect(finds(typed), typed).toBe(true);
    expect(finds('417')).toBe(false);
  });

  it('ignores accents on both sides', () => {
    const terms = searchTermsOf({ name: 'José Núñez', companyName: 'Étoile Films', email: '', tel: '' });
    expect(matchesWords(terms, queryWords('jose nunez'))).toBe(true);
    expect(matchesWords(terms, queryWords('NÚÑ'))).toBe(true);
    expect(matchesWords(terms, queryWords('etoile'))).toBe(true);
  });

  it('matches everyone on an empty query', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(matchesWords(jordan, [])).toBe(true);
  });
});
