import { describe, expect, it } from 'vitest';
import { appFilesAmong, cacheNames, requestKind } from './cache-policy';

const ORIGIN = 'https://scenecall.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('requestKind', () => {
  it('answers page navigations network first and hashed files from the cache', () => {
    expect(requestKind(get('/performer/bookings', 'navigate'), ORIGIN)).toBe('page');
    expect(requestKind(get('/assets/index-abc123.js'), ORIGIN)).toBe('file');
  });

  it('never touches API answers, even a navigation to one', () => {
    expect(requestKind(get('/api/performer/bookings'), ORIGIN)).toBe('none');
    expect(requestKind(get('/api/performer/bookings/day-1/check-in-code', 'navigate'), ORIGIN)).toBe('none');
  });

  it('leaves writes, other origins and the worker itself to the network', () => {
    expect(requestKind({ ...get('/assets/a.js'), method: 'POST' }, ORIGIN)).toBe('none');
    expect(requestKind({ method: 'GET', mode: 'cors', url: 'https://js.stripe.com/v3/x.js' }, ORIGIN)).toBe('none');
    expect(requestKind(get('/sw.js'), ORIGIN)).toBe('none');
    expect(requestKind(get('/favicon.svg'), ORIGIN)).toBe('none');
  });
});

describe('appFilesAmong', () => {
  it("keeps only the app's own chunks, once each", () => {
    const loaded = [
      `${ORIGIN}/assets/page-1.js`,
      `${ORIGIN}/assets/page-1.js`,
      `${ORIGIN}/api/performer/bookings`,
      'https://js.stripe.com/assets/x.js',
      `${ORIGIN}/favicon.svg`,
    ];
    expect(appFilesAmong(loaded, ORIGIN)).toEqual([`${ORIGIN}/assets/page-1.js`]);
  });
});

describe('cacheNames', () => {
  it("names each build's caches apart, so a new build can delete the previous one's", () => {
    expect(cacheNames('v1')).not.toEqual(cacheNames('v2'));
    expect(Object.values(cacheNames('v1'))).toEqual(['files-v1', 'pages-v1']);
  });
});
