import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  server: {
    // `npm run dev -w web` proxies /api to the stack started by `npm start`.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000' },
  },
});
