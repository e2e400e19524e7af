import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs after the web server is up: logs the staff accounts in once (see the file).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The system Chromium (Debian package); Playwright never downloads a browser here.
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
      // The outage test starts its own server on a fixed port; width does not change what it checks.
      // The enquiry forms' behaviour does not depend on the width; their layout at 360 px is
      // checked by the accessibility pass of content.spec.ts.
      testIgnore: [/outage\.spec\.ts/, /enquiries\.spec\.ts/],
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
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
})
