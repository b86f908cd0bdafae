import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mdiSubset } from './vite/mdi-subset-plugin.ts';
import { precompress } from './vite/precompress-plugin.ts';
import { ICON_NAMES } from './src/components/icon-names.ts';

const API_TARGET = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * React Router's package exports only its development build (warnings and invariant messages
 * included); production bundles use the production build it also ships, which keeps /login's
 * JavaScript inside its budget.
 */
const reactRouterDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const productionReactRouter = {
  find: /^react-router$/,
  replacement: path.join(reactRouterDir, 'dist/production/index.mjs'),
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), mdiSubset({ icons: ICON_NAMES }), precompress()],
  resolve: { alias: mode === 'production' ? [productionReactRouter] : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/bundle-size.mjs follow the chunks /login loads.
    manifest: true,
    // Fonts as files (a strict CSP may refuse data: fonts); small images may still be inlined.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    target: 'es2022',
  },
  server: { port: 5173, proxy: { '/v1': API_TARGET } },
  preview: { port: 4173, proxy: { '/v1': API_TARGET } },
}));
