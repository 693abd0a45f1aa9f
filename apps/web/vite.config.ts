import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bootAfterPaint } from './build/boot-after-paint';

const backend = process.env.VITE_BACKEND ?? 'http://localhost:3000';

/**
 * react-router's exports name only its development build; its production build (the same code
 * with its development warnings switched off, so the minifier drops them) is beside it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), bootAfterPaint()],
  resolve: {
    conditions: ['source'],
    alias: [
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  // The server render (src/entry-server.tsx, `vite build --ssr`, ADR 052): the libraries load from
  // node_modules at run time; the contract is bundled from its sources.
  ssr: { noExternal: [/^@shop\//] },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/auth': backend, '/media': backend },
  },
  build: {
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // Read by scripts/check-bundle.mjs (the initial-JS budget of every shop route).
    manifest: !isSsrBuild,
    rollupOptions: {
      output: isSsrBuild
        ? {}
        : {
            // Vendor code in its own long-lived chunks (an app release does not re-download React);
            // what no first paint needs (Headless UI, forms, toasts) stays in the lazy chunks.
            manualChunks(id) {
              if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'vendor-react';
              if (/node_modules\/react-router\//.test(id)) return 'vendor-router';
              if (/node_modules\/@tanstack\//.test(id)) return 'vendor-query';
              return undefined;
            },
          },
    },
  },
}));
