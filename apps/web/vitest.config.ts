import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `module` picks the libraries' ES builds, whose `react` imports the aliases below reach; no
    // `source` condition (it would send inlined libraries such as @react-aria to their sources).
    conditions: ['module'],
    alias: [
      ...preactAliases,
      // Its CommonJS build `require`s react-dom, which no alias reaches; the ES build imports it.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      {
        find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/test/use-sync-external-store-with-selector.ts', import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/test/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
      // The contract from its sources (a fresh clone runs the tests before any build).
      {
        find: /^@shop\/contract$/,
        replacement: fileURLToPath(
          new URL('../../packages/contract/src/index.ts', import.meta.url),
        ),
      },
      {
        find: /^@shop\/contract\/values$/,
        replacement: fileURLToPath(
          new URL('../../packages/contract/src/values/index.ts', import.meta.url),
        ),
      },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  ssr: { resolve: { conditions: ['module'] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: true,
    // Libraries that import React are bundled by Vitest so the aliases reach them too.
    server: {
      deps: {
        inline: [
          /@testing-library\//,
          /react-router/,
          /@tanstack\//,
          /@headlessui\//,
          /react-aria/,
          /@floating-ui\//,
          /sonner/,
          /react-hook-form/,
          /@hookform\//,
          /@tiptap\//,
          /@dnd-kit\//,
        ],
      },
    },
  },
});
