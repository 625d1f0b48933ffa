import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { PDF_ASSET_FOLDERS, pdfAssetDir } from './src/features/inspection-reports/components/pdf-assets.ts';
import { releaseName } from '../../scripts/lib/release-name.mjs';

const API = 'http://127.0.0.1:8080';
/** Server paths the dev server hands to the API (the built app is served by the API itself). */
const API_PREFIXES = ['/online', '/opordering', '/api', '/admin', '/consult', '/dev', '/self'];

const proxy = Object.fromEntries([
  ...API_PREFIXES.map((prefix) => [prefix, { target: API, changeOrigin: true }]),
  ['/ws', { target: API, ws: true, changeOrigin: true }],
]);

/** Small helpers every antd-mobile piece shares: kept apart so that no other chunk has to host them. */
const KIT_BASE = /node_modules\/(tslib|classnames|@babel\/runtime|rc-util|ahooks|lodash)\//;
/**
 * antd-mobile's own helpers that nearly every component imports. Left to the bundler, the home page took
 * attachPropertiesToComponent from the Dialog chunk, and the animation code with it.
 */
const KIT_UTILS =
  /node_modules\/antd-mobile\/es\/utils\/(attach-properties-to-component|native-props|with-default-props|validate)\./;

/** Groups vendor code so the first screen downloads React, the router and the kit once, and caches them. */
function vendorChunk(id: string): string | undefined {
  // The bundler's own helpers for lowered syntax (class fields for Safari 14): with the kit's helpers.
  if (id.includes('@oxc-project+runtime')) return 'kit-base';
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)\//.test(id))
    return 'react';
  if (/node_modules\/(@tanstack|zustand)\//.test(id)) return 'state';
  if (/node_modules\/zod\//.test(id)) return 'zod';
  // antd-mobile's animation and gesture libraries: only pages with popups, pickers or pull-to-refresh need them.
  if (/node_modules\/(@react-spring|@use-gesture)\//.test(id)) return 'motion';
  if (KIT_BASE.test(id) || KIT_UTILS.test(id)) return 'kit-base';
  return undefined;
}

const PDFJS_ROOT = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * pdf.js's character maps and standard fonts (why: pdf-assets.ts) as files of the app, under a folder
 * named for the installed pdf.js version, which is the `version` the viewer asks for them under. The
 * build emits them as assets, so they get their brotli and gzip copies like every other file; the dev
 * server answers them from node_modules.
 */
function pdfjsAssets(): Plugin {
  const pkg: unknown = JSON.parse(readFileSync(join(PDFJS_ROOT, 'package.json'), 'utf8'));
  const version = typeof pkg === 'object' && pkg && 'version' in pkg ? String(pkg.version) : '';
  if (!version) throw new Error('pdfjs-dist has no version');
  const dir = pdfAssetDir(version);
  const files = PDF_ASSET_FOLDERS.flatMap((folder) =>
    readdirSync(join(PDFJS_ROOT, folder)).map((name) => `${folder}/${name}`),
  );
  return {
    name: 'sprout-pdfjs-assets',
    configureServer(server) {
      const prefix = `${server.config.base}${dir}/`;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const file = path.startsWith(prefix) ? path.slice(prefix.length) : '';
        if (!files.includes(file)) return next();
        res.setHeader('content-type', 'application/octet-stream');
        res.end(readFileSync(join(PDFJS_ROOT, file)));
      });
    },
    generateBundle() {
      for (const file of files) {
        const source = readFileSync(join(PDFJS_ROOT, file));
        this.emitFile({ type: 'asset', fileName: `${dir}/${file}`, source });
      }
    },
  };
}

export default defineConfig({
  base: '/appointment/',
  // What the app's script-error reports name as their release (main.tsx).
  define: { __SPROUT_RELEASE__: JSON.stringify(releaseName()) },
  // Brotli and gzip copies beside every file, served as they are by the API (@fastify/static preCompressed);
  // pdf.js's binary character maps and fonts too (brotli takes about 30 % off a map, 40 % off a font).
  plugins: [
    react(),
    pdfjsAssets(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|xml|css|json|js|mjs|svg|yaml|yml|toml|bcmap|pfb|ttf)$/,
      exclude: /\.vite\//,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for the bench's P1 and P3 figures.
    manifest: true,
    // ES2022 as written; the bundler lowers only what the oldest phones we serve lack (decision 0004).
    target: ['es2022', 'chrome87', 'safari14'],
    rolldownOptions: {
      output: {
        manualChunks: vendorChunk,
      },
    },
  },
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
});
