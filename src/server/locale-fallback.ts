import 'server-only'

import { otherLocale } from '@/i18n/api-locale'
import type { Locale } from '@/i18n/routing'
import { DataConnectionError } from '@/lib/data-connection-error'
import { serverLog } from '@/server/log'

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * SPEC §4 language fallback: when a load for the current language fails, the other language is
 * tried; if that fails too, the error is raised. An unreachable database is raised at once: the
 * other language would not help.
 */
export async function withLocaleFallback<T>(
  what: string,
  locale: Locale,
  load: (locale: Locale) => Promise<T>,
): Promise<T> {
  try {
    return await load(locale)
  } catch (error) {
    serverLog.error({ what, locale, err: describe(error) }, 'content failed to load')
    if (error instanceof DataConnectionError) throw error
  }
  return load(otherLocale(locale))
}

/** The same, for parts a page can do without (header, footer): a failure gives `fallback`. */
export async function withLocaleFallbackOr<T>(
  what: string,
  locale: Locale,
  load: (locale: Locale) => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await withLocaleFallback(what, locale, load)
  } catch (error) {
    if (!(error instanceof DataConnectionError))
      serverLog.error({ what, err: describe(error) }, 'content fallback failed to load')
    return fallback
  }
}
