import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEventId, type QueuedChange } from './queued-change';
import { onChangesSent, queueChange, sendQueued, useSetQueue } from './set-queue';

const change = (label: string): QueuedChange => ({
  id: newEventId(),
  dayId: 'day-1',
  path: `/project/p/days/day-1/vouchers/${label}/events`,
  body: { label },
  performerIds: [label],
  kinds: ['check-in'],
  label,
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSetQueue.setState({ changes: [], refusals: [], sent: [] });
  localStorage.clear();
});

describe('the set device’s queue', () => {
  it('keeps changes on the device while the network fails, then sends them in order, once each', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', offline);
    queueChange(change('a'));
    queueChange(change('b'));
    await sendQueued();
    expect(useSetQueue.getState().changes.map((queued) => queued.label)).toEqual(['a', 'b']);
    expect(JSON.parse(localStorage.getItem('scenecall.set-queue') ?? '[]')).toHaveLength(2);

    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push((JSON.parse(String(init.body)) as { label: string }).label);
        return Promise.resolve(answer(200, {}));
      }),
    );
    await sendQueued();
    expect(sent).toEqual(['a', 'b']);
    expect(useSetQueue.getState().changes).toEqual([]);
    await sendQueued();
    expect(sent).toEqual(['a', 'b']);
  });

  it('keeps a sent change shown until the screen’s read after the send has answered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(200, {}))),
    );
    let readAnswered = () => {};
    const stop = onChangesSent(() => new Promise<void>((resolve) => (readAnswered = resolve)));
    queueChange(change('a'));
    await sendQueued();
    expect(useSetQueue.getState().changes).toEqual([]);
    expect(useSetQueue.getState().sent.map((sent) => sent.label)).toEqual(['a']);
    readAnswered();
    await vi.waitFor(() => expect(useSetQueue.getState().sent).toEqual([]));
    stop();
  });

  it('drops a change the server refuses, with its reason, and goes on with the next', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    queueChange(change('wrapped-already'));
    queueChange(change('next'));
    await sendQueued();
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          answer(409, { error: { code: 'conflict', message: 'This performer has already wrapped' } }),
        )
        .mockResolvedValueOnce(answer(200, {})),
    );
    await sendQueued();
    expect(useSetQueue.getState().changes).toEqual([]);
    expect(useSetQueue.getState().refusals).toEqual([
      expect.objectContaining({ label: 'wrapped-already', message: 'This performer has already wrapped' }),
    ]);
  });
});
