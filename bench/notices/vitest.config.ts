import path from 'node:path'

import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/** Runs the SDS update notice benchmark (bench/notices.mjs) with the app's aliases, in Node. */
export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: {
    alias: { 'server-only': path.resolve(__dirname, '../../tests/setup/empty-module.ts') },
  },
  test: {
    root: path.resolve(__dirname, '../..'),
    include: ['bench/notices/run.bench-task.ts'],
    environment: 'node',
    pool: 'forks',
    // The measurement stops itself at BENCH_TIMEOUT_MINUTES (default 45); setup comes on top.
    testTimeout: 90 * 60_000,
    hookTimeout: 10 * 60_000,
  },
})
