import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Drops the prerender's copy of the styles once the app has mounted and Emotion has inserted its own. */
function DropPrerenderStyles() {
  useEffect(() => {
    for (const style of document.querySelectorAll('style[data-prerender]')) style.remove();
  }, []);
  return null;
}

// A prerendered page (scripts/prerender.ts) is replaced in one go by the same markup: the first
// render waits for the route's chunk, since the router renders nothing until it has it.
function whenRouteLoaded(): Promise<void> {
  if (!container?.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

void whenRouteLoaded().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
      <DropPrerenderStyles />
    </StrictMode>,
  );
});
