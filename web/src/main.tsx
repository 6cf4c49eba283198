import './lib/zod-without-eval';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/router';
import { addLaterHeadLinksWhenShown } from './lib/later-head-links';
import { nextTask } from './lib/next-task';
import { registerOfflineWorker } from './lib/offline-worker';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * Tells browser tests the app has taken over from the prerendered markup; from then on the
 * manifest links may load (after the page's first answer is painted).
 */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    addLaterHeadLinksWhenShown();
  }, []);
  return null;
}

async function start(): Promise<void> {
  // Routing starts in a task of its own, not in the one that evaluated the app's modules: on a
  // slow phone each is a long task, and input waits for the longest.
  await nextTask();
  // A prerendered page (scripts/prerender.ts) is replaced in one go by the same markup: the first
  // render waits for the page's chunks. A chunk that fails to load shows the error page instead.
  await preloadFirstPage().catch(() => undefined);
  const root = createRoot(container!);
  // As a transition, the first render yields to the browser in slices, so a slow phone can still
  // scroll and tap links of the prerendered page meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        <MarkAppReady />
      </StrictMode>,
    ),
  );
}

void start();
registerOfflineWorker();
