import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'src') } },
  build: {
    // WEB_DIST lets parallel builds (tests, benchmarks) write to their own directory.
    outDir: path.resolve(import.meta.dirname, process.env.WEB_DIST ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // boot.ts is the only script a server-rendered page loads before the visitor acts
      // (docs/decisions/0021); the server puts it in place of the app entry on those pages.
      input: {
        index: path.resolve(import.meta.dirname, 'src/web/index.html'),
        boot: path.resolve(import.meta.dirname, 'src/web/boot.ts'),
      },
      onwarn(warning, warn) {
        // zod ships /* @__PURE__ */ notes Rollup cannot place; it drops them, nothing breaks.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
