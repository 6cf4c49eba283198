/**
 * Registers the offline worker (service-worker/worker.ts) once the page has loaded, so it adds
 * nothing to the first paint. Only in production builds, and not in automated browsers: browser
 * tests and the prerender measure and record pages, not the worker's caches (the offline test
 * opts in).
 */
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || navigator.webdriver) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // What this page loaded before the worker was there, so it opens offline too.
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ loaded, page: location.href });
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
