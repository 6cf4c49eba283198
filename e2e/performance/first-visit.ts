/**
 * A phone's first visit to a signed-in page: the session as the phone keeps it, without what the
 * app kept of its data and pages (`queries:` and `page:` entries), so the page loads everything.
 */
import type { BrowserContext } from 'playwright-core';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** `state` with the session only; `changeHint` may alter the session hint (its token, say). */
export function sessionOnly(
  state: StorageState,
  changeHint: (hint: Record<string, unknown>) => void = () => undefined,
): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage
        .filter((item) => !item.name.startsWith('queries:') && !item.name.startsWith('page:'))
        .map((item) => {
          if (item.name !== 'token') return item;
          const hint = JSON.parse(item.value) as Record<string, unknown>;
          changeHint(hint);
          return { ...item, value: JSON.stringify(hint) };
        }),
    })),
  };
}
