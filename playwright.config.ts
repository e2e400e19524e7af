import fs from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
/**
 * The system Chromium (Debian packages); Playwright never downloads a browser here. The old
 * headless shell (package chromium-headless-shell) when installed: the same engine without the
 * desktop browser around it, a quarter faster here.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs after the web server is up: logs the staff accounts in once (see the file).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry (ADR 0023): a test that passes only on its second try is reported as flaky in the
  // summary and stays a bug to find; a behaviour that is broken fails both tries.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Whole journeys (log in, filter, download, axe) take 25–35 s when two browsers share the two
  // cores with the server; the budget is per test, not a performance check (npm run bench is).
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Off unless asked for (E2E_TRACE=1): recording every action cost a third of the run's time.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      // Only what the width changes runs here: the shell (mobile menu), every page's layout and
      // accessibility at 360 px (content.spec.ts, incl. the form and search pages), the login
      // dialog's states and the download area's member view. Headers, APIs, errors, locale
      // routing, the admin, the forms' and the search's behaviour do not depend on the width.
      testMatch: [
        /shell\.spec\.ts/,
        /content\.spec\.ts/,
        /accounts\.spec\.ts/,
        /downloads\.spec\.ts/,
        // Issue 38: the grade sheet's table and chart and the comparison at a phone's width.
        /grade-sheet\.spec\.ts/,
        // The download area's list within the first screen, its filters folded.
        /download-address\.spec\.ts/,
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // SPEC §9's md breakpoint, where the desktop menu begins: the shell is tested there too.
      name: 'tablet',
      testMatch: /shell\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 900, height: 800 } },
    },
  ],
  webServer: {
    command: 'node tests/e2e/server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
})
