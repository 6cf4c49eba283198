import type { ReactNode } from 'react';

/**
 * App-wide providers: none today. MUI's theme comes with each MUI page (lib/mui-theme.tsx) and
 * TanStack Query with each data page (lib/lazy-page.ts), so the public shell downloads neither.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
