import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/** Adapts a page module's default export to react-router's `lazy`, so every page is its own chunk. */
export const lazyPage = (load: () => PageModule) => async () => ({
  Component: (await load()).default,
});

/** For pages that fetch with TanStack Query: loads the query provider alongside the page. */
export const lazyDataPage = (load: () => PageModule) => async () => {
  const [{ default: Page }, { withQueryClient }] = await Promise.all([load(), import('./query-provider')]);
  return { Component: withQueryClient(Page) };
};
