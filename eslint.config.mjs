import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const NO_GLOBALS = {
  selector:
    "MemberExpression[object.name='globalThis'], MemberExpression[object.expression.name='globalThis']",
  message: 'Hand values between the parts of the process through src/lib/process-bridge.mjs.',
}
const NO_LOCALE_LITERALS = {
  selector: "Literal[value='en'], Literal[value='de']",
  message: 'Name a language through src/i18n/locales.ts, not as a literal.',
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Two rules of the layout, as one `no-restricted-syntax` (a later block would replace an
  // earlier one's list): the parts of one process (production server, app, request proxy, page
  // cache handler) hand each other values only through the typed process bridge; the site's
  // languages are named only in src/i18n/locales.ts (LOCALES, DEFAULT_LOCALE, localeOr,
  // otherLocale, INTL_LOCALES, LOCALE_NAMES, inLocale). Tests and the demo content are data.
  {
    files: ['src/**/*.{ts,tsx,mjs}', 'server/**/*.ts'],
    ignores: ['src/seed/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', NO_GLOBALS, NO_LOCALE_LITERALS] },
  },
  {
    files: ['src/lib/process-bridge.mjs'],
    rules: { 'no-restricted-syntax': ['error', NO_LOCALE_LITERALS] },
  },
  {
    files: ['src/i18n/locales.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_GLOBALS] },
  },
  globalIgnores([
    '.next/**',
    'dist/**',
    'node_modules/**',
    'data/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/**',
    'test-results/**',
    'playwright-report/**',
  ]),
])
