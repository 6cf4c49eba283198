import type { ComponentType } from 'react';

/** Adapts a page module's default export to react-router's `lazy`, so every page is its own chunk. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
