import { defineConfig } from 'vitest/config';

// Two cores on these machines: two workers, and end-to-end tests get generous timeouts
// (they start a server and Debian's Chromium) but no speed assertions — speed lives in `npm run bench`.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
