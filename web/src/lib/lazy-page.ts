import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/** Pages built with MUI bring MUI's theme with them (lib/mui-theme.tsx): the shell does not carry it. */
const themed = async (load: () => PageModule): Promise<ComponentType> => {
  const [{ default: Page }, { withMuiTheme }] = await Promise.all([load(), import('./mui-theme')]);
  return withMuiTheme(Page);
};

/** Adapts a page module's default export to a route's `lazy` (lib/app-route.ts), so every page is its own chunk. */
export const lazyPage = (load: () => PageModule) => async () => ({
  Component: await themed(load),
});

/** A page written in plain HTML and CSS (the home page): no MUI, no theme. */
export const lazyPlainPage = (load: () => PageModule) => async () => ({
  Component: (await load()).default,
});

/** For pages that fetch with TanStack Query: loads the query provider alongside the page. */
export const lazyDataPage = (load: () => PageModule) => async () => {
  const [Page, { withQueryClient }] = await Promise.all([themed(load), import('./query-provider')]);
  return { Component: withQueryClient(Page) };
};
