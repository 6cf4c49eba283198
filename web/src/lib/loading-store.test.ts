import { describe, expect, it } from 'vitest';
import { useLoadingStore, withGlobalLoading } from './loading-store';

describe('global loading flag', () => {
  it('stays set until every overlapping call has ended, even when one fails', async () => {
    let finishFirst: () => void = () => undefined;
    const first = withGlobalLoading(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withGlobalLoading(() => Promise.reject(new Error('boom'))).catch(() => undefined);
    await second;
    expect(useLoadingStore.getState().isLoading).toBe(true);
    finishFirst();
    await first;
    expect(useLoadingStore.getState().isLoading).toBe(false);
  });
});
