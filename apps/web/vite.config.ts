import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const contractSrc = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // the web app only needs the contract's constants at run time (its types are erased), so point at the source
    alias: [{ find: /^@klama\/contract$/, replacement: `${contractSrc}index.ts` }],
  },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      // the contract's zod schemas are pure declarations: let unused ones be dropped from the bundle
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') && !id.includes('/node_modules/zod/') },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3100' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3100' } },
});
