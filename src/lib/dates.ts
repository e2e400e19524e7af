/**
 * SPEC §9 dates: a long form like 'MMM d, yyyy' and a short form MM/dd/yyyy, localised for
 * English, German and Latvian. English follows the patterns exactly ('Nov 23, 2026',
 * '11/23/2026'); German and Latvian readers get their own order and punctuation
 * ('5. Nov. 2026', '05.11.2026'). Dates are shown in the company's time zone, so a server
 * anywhere renders the same day.
 */
export const DATE_LOCALES = { en: 'en-US', de: 'de-DE', lv: 'lv-LV' } as const
export type DateLocale = keyof typeof DATE_LOCALES

const TIME_ZONE = 'Europe/Vienna'

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: DateLocale, form: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${locale}:${form}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], {
      timeZone: TIME_ZONE,
      year: 'numeric',
      ...(form === 'long'
        ? { month: 'short', day: 'numeric' }
        : { month: '2-digit', day: '2-digit' }),
    })
    formats.set(key, format)
  }
  return format
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function formatLongDate(value: string | Date, locale: DateLocale): string {
  const date = toDate(value)
  return date ? formatter(locale, 'long').format(date) : ''
}

export function formatShortDate(value: string | Date, locale: DateLocale): string {
  const date = toDate(value)
  return date ? formatter(locale, 'short').format(date) : ''
}

/** The machine-readable day for <time dateTime>: yyyy-mm-dd in the same time zone. */
export function isoDay(value: string | Date): string {
  const date = toDate(value)
  if (!date) return ''
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}
