import { defineConfig } from 'vitest/config';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { external: [/@electric-sql\/pglite/] } },
  },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      './apps/web',
    ],
  },
});
