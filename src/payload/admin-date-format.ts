import { formatDate } from '@payloadcms/ui/shared'

import { ADMIN_DATE_TIME_FORMAT, ADMIN_TIMEZONES } from './admin-dates'

/** The admin's translations as Payload's date formatting takes them (server or client). */
export type AdminI18n = Parameters<typeof formatDate>[0]['i18n']

/**
 * A date as the admin writes it (src/payload/admin-dates.ts), in the site's time zone
 * (Europe/Vienna), for what the server renders: the server's clock runs in UTC, while the admin's
 * own lists and forms are written in the editor's browser, in Vienna time. The translation
 * status and the documents list showed "4:51 AM" for a change at 5:51 in Leoben.
 */
export function adminDateTime(
  date: Date | string,
  i18n: AdminI18n,
  pattern: string = ADMIN_DATE_TIME_FORMAT,
): string {
  return formatDate({ date, i18n, pattern, timezone: ADMIN_TIMEZONES.defaultTimezone })
}
