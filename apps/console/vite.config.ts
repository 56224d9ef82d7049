import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from '../../scripts/chunk-groups.ts';
import { firstRequests } from '../../scripts/first-requests.ts';

const gateway = { '/finance-gateway': { target: 'http://127.0.0.1:8080', changeOrigin: true } };

export default defineConfig({
  // The server serves the built console under /console/ next to the portal at /.
  base: '/console/',
  plugins: [
    react(),
    firstRequests({
      // The session cookie (lib/session.ts CONSOLE_SESSION_NAMES).
      sessionCookie: 'ops_token',
      later: ['src/app/layouts/console-layout.tsx'],
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
