import { defineConfig } from 'vitest/config';

const UNIT = ['tests/unit/**/*.test.{ts,tsx}', '{domain,renderer,schemas,block-registry,server}/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-database.ts', 'tests/helpers/global-client.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-database.ts', 'tests/helpers/global-client.ts', 'tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
