import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from '../../scripts/chunk-groups.ts';
import { firstRequests } from '../../scripts/first-requests.ts';

const gateway = { '/finance-gateway': { target: 'http://127.0.0.1:8080', changeOrigin: true } };

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    firstRequests({
      // The session cookie (packages/ui session/token.ts TOKEN_COOKIE).
      sessionCookie: 'token',
      later: ['src/app/layouts/main-layout.tsx', 'src/app/pages/home-page.tsx'],
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups(),
        },
      },
    },
  },
  server: { proxy: gateway },
  preview: { proxy: gateway },
});
