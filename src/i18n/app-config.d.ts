import type messages from '../../messages/en.json'

import type { Locale } from './locales'

/**
 * next-intl's types for this site (https://next-intl.dev/docs/workflows/typescript): the
 * languages, and every message key of the English file, which the German one must match (the
 * unit test of src/i18n compares both). A `t('…')` with a key that does not exist fails the
 * TypeScript check.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}
