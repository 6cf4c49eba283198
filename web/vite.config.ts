import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlineWorker } from './scripts/offline-worker-plugin';

export default defineConfig({
  plugins: [react(), offlineWorker()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // One stylesheet, linked from every page's head: the plain-CSS shell and home page are styled
    // at first paint (prerendered pages included), not when their chunk arrives.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React DOM in a chunk of its own: prerendered pages evaluate the shell's chunks one task
        // at a time (web/scripts/page-loader.ts), and React DOM is the largest of them.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The phone field's input mask, with its runtime helpers: only pages with a phone field load it.
            {
              name: 'input-mask',
              test: /[\\/]node_modules[\\/](imask|react-imask|@babel[\\/]runtime-corejs3|core-js-pure)[\\/]/,
            },
            // MUI (with Emotion and its helpers) used by 8 pages or more, and TanStack Query, each in one
            // chunk: split per component, a performer's page fetched 60 to 70 files, and on a phone's
            // slow connection each costs a round trip (README, 'Signed-in pages on a phone').
            {
              name: 'mui',
              test: /[\\/]node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx|stylis|prop-types|react-is|hoist-non-react-statics)[\\/]/,
              minShareCount: 8,
            },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, minShareCount: 4 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w web` proxies /api to the stack started by `npm start`.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000' },
  },
});
