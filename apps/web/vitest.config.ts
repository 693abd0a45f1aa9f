import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
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
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    passWithNoTests: true,
  },
});
