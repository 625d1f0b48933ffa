import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { releaseName } from '../../scripts/lib/release-name.mjs';

const API = 'http://127.0.0.1:8080';

/** Vendor code in long-lived chunks, so a console deploy only re-downloads the app itself. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (/node_modules\/(@tanstack|zustand|zod)\//.test(id)) return 'state';
  return 'kit';
}

// The chat pane's socket goes to the API too (the patient app's config does the same).
const proxy = {
  '/api': { target: API, changeOrigin: true },
  '/ws': { target: API, ws: true, changeOrigin: true },
};

export default defineConfig({
  // The API serves the built console at /console/; routing inside is by hash, so one index.html is enough.
  base: '/console/',
  // What the console's script-error reports name as their release (lib/error-reporting.ts).
  define: { __SPROUT_RELEASE__: JSON.stringify(releaseName()) },
  // Brotli and gzip copies beside every file, served as they are by the API (@fastify/static preCompressed).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.vite\// })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one ~1 MB chunk, cached for a year by the API; the console runs on clinic desktops, not phones.
    chunkSizeWarningLimit: 1200,
    target: ['es2022', 'chrome100', 'edge100', 'firefox100', 'safari15'],
    rolldownOptions: { output: { manualChunks: vendorChunk } },
  },
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
});
