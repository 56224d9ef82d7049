import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from '../../scripts/chunk-groups.ts';

const gateway = { '/finance-gateway': { target: 'http://127.0.0.1:8080', changeOrigin: true } };

export default defineConfig({
  base: '/',
  plugins: [react()],
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
