import { initI18n, type I18n } from '@payloadcms/translations'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminDateTime } from './admin-date-format'
import { ADMIN_DAY_FORMAT } from './admin-dates'

const i18n: Record<'en' | 'de', I18n> = {} as never

beforeAll(async () => {
  // The server's clock, as in the container: UTC.
  process.env.TZ = 'UTC'
  for (const language of ['en', 'de'] as const)
    i18n[language] = await initI18n({
      config: { supportedLanguages: { en, de }, fallbackLanguage: 'en', translations: {} },
      language,
      context: 'client',
    })
})

describe('a date the server writes for the admin', () => {
  it('is in Vienna time, written the admin’s way, in English and German', () => {
    // 03:51 UTC is 04:51 in Vienna in winter, 05:51 in summer.
    expect(adminDateTime('2026-11-27T03:51:00.000Z', i18n.en)).toBe('Nov 27, 2026, 4:51 AM')
    expect(adminDateTime('2026-11-27T03:51:00.000Z', i18n.de)).toBe('27. Nov. 2026, 04:51')
    expect(adminDateTime('2026-06-14T03:51:00.000Z', i18n.de)).toBe('14. Juni 2026, 05:51')
  })

  it('keeps the day of a day-only date, near midnight too', () => {
    expect(adminDateTime('2026-06-13T23:30:00.000Z', i18n.en, ADMIN_DAY_FORMAT)).toBe(
      'Jun 14, 2026',
    )
    expect(adminDateTime('2026-06-14T12:00:00.000Z', i18n.de, ADMIN_DAY_FORMAT)).toBe(
      '14. Juni 2026',
    )
  })
})
