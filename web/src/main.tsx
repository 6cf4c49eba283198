import './lib/zod-without-eval';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, type AppRouter } from './app/router';
import { addLaterHeadLinksWhenShown } from './lib/later-head-links';
import { registerOfflineWorker } from './lib/offline-worker';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Tells browser tests the app has taken over from the prerendered markup. */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

// A prerendered page (scripts/prerender.ts) is replaced in one go by the same markup: the first
// render waits for the route's chunk, since the router renders nothing until it has it.
function whenRouteLoaded(router: AppRouter): Promise<void> {
  if (!container?.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // Routing starts in a task of its own, not in the one that evaluated the app's modules: on a
  // slow phone each is a long task, and input waits for the longest.
  await nextTask();
  const router = createAppRouter();
  await whenRouteLoaded(router);
  const root = createRoot(container!);
  // As a transition, the first render yields to the browser in slices, so a slow phone can still
  // scroll and tap links of the prerendered page meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
        <MarkAppReady />
      </StrictMode>,
    ),
  );
}

void start();
registerOfflineWorker();
addLaterHeadLinksWhenShown();
