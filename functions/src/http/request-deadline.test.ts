import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { BUSY_MESSAGES } from '@scenecall/shared';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopIfAbandoned } from './abandoned';
import { errorHandler } from './error-handler';
import { requestDeadline } from './request-deadline';
import { isDependencyUnavailable } from './unavailable';

/** A stalled handler and failing dependencies, behind the app's deadline and error handler. */
describe('answers in seconds, in the app’s shape', () => {
  let server: Server;
  let base: string;
  /** The checkpoint a late handler reached after its deadline answered: stopped or not. */
  let late: Promise<'stopped' | 'went on'> | undefined;

  beforeAll(async () => {
    process.env.FUNCTIONS_EMULATOR = 'true';
    const app = express();
    app.use(requestDeadline);
    app.all('/stall', () => new Promise(() => undefined));
    app.get('/late', (_req, res, next) => {
      late = new Promise((resolve) =>
        res.once('finish', () =>
          setTimeout(() => {
            try {
              stopIfAbandoned(res);
              resolve('went on');
            } catch (error) {
              resolve('stopped');
              next(error);
            }
          }, 50),
        ),
      );
    });
    app.get('/grpc-unavailable', () => Promise.reject(Object.assign(new Error('14 UNAVAILABLE'), { code: 14 })));
    app.post('/reset', () => Promise.reject(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })));
    app.get('/bug', () => Promise.reject(new TypeError('x is undefined')));
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const call = (method: string, path: string, deadlineMs?: string) =>
    fetch(`${base}${path}`, { method, headers: deadlineMs ? { 'X-Test-Deadline-Ms': deadlineMs } : {} });

  it('answers a read that has not answered by its deadline 503, nothing changed, with Retry-After', async () => {
    const started = Date.now();
    const answer = await call('GET', '/stall', '300');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(await answer.json()).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.nothingChanged } });
  });

  it('marks a request answered by its deadline abandoned, so its handler stops at its next checkpoint', async () => {
    const answer = await call('GET', '/late', '300');
    expect(answer.status).toBe(503);
    expect(await late).toBe('stopped');
  });

  it('tells a write past its deadline that its change may have been saved', async () => {
    const answer = await call('POST', '/stall', '300');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.mayHaveSaved } });
  });

  it('answers an unreachable dependency 503 instead of a 500 or a raw code', async () => {
    const read = await call('GET', '/grpc-unavailable');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('2');
    expect(await read.json()).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.nothingChanged } });
    const write = await call('POST', '/reset');
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.mayHaveSaved } });
  });

  it('keeps a bug a 500', async () => {
    expect((await call('GET', '/bug')).status).toBe(500);
  });

  it('refuses a deadline out of bounds', async () => {
    expect((await call('GET', '/stall', '5')).status).toBe(400);
  });

  it('recognises stalls and unreachable services by code, name or cause', () => {
    expect(isDependencyUnavailable({ code: 4 })).toBe(true);
    expect(isDependencyUnavailable({ type: 'StripeConnectionError' })).toBe(true);
    expect(isDependencyUnavailable(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isDependencyUnavailable(new Error('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isDependencyUnavailable({ code: 'ETIMEDOUT' })).toBe(true);
    expect(isDependencyUnavailable({ code: 5 })).toBe(false);
    expect(isDependencyUnavailable(new Error('nope'))).toBe(false);
  });
});
