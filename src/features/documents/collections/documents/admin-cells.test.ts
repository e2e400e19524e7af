import { initI18n, type I18n } from '@payloadcms/translations'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import type { DefaultServerCellComponentProps } from 'payload'
import type { ReactElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'

import { DocumentDayCell, DocumentSizeCell } from './admin-cells'

const i18n: Record<'en' | 'de', I18n> = {} as never

beforeAll(async () => {
  process.env.TZ = 'UTC'
  for (const language of ['en', 'de'] as const)
    i18n[language] = await initI18n({
      config: { supportedLanguages: { en, de }, fallbackLanguage: 'en', translations: {} },
      language,
      context: 'client',
    })
})

/** The text a cell shows for one value in one admin language. */
function shown(
  Cell: (props: DefaultServerCellComponentProps) => ReactElement | null,
  cellData: unknown,
  language: 'en' | 'de',
): unknown {
  const element = Cell({
    cellData,
    i18n: i18n[language],
  } as unknown as DefaultServerCellComponentProps)
  return (element?.props as { children?: unknown } | undefined)?.children ?? null
}

describe('the documents list', () => {
  it('writes a file’s size as people read it, in the admin’s language', () => {
    expect(shown(DocumentSizeCell, 1_234_567, 'de')).toBe('1,2 MB')
    expect(shown(DocumentSizeCell, 1_234_567, 'en')).toBe('1.2 MB')
    expect(shown(DocumentSizeCell, 523, 'de')).toBe('523 B')
    expect(shown(DocumentSizeCell, null, 'de')).toBeNull()
  })

  it('writes a revision date as a day in the admin’s language, in Vienna', () => {
    expect(shown(DocumentDayCell, '2026-06-13T23:30:00.000Z', 'de')).toBe('14. Juni 2026')
    expect(shown(DocumentDayCell, '2026-06-14T12:00:00.000Z', 'en')).toBe('Jun 14, 2026')
    expect(shown(DocumentDayCell, null, 'en')).toBeNull()
  })
})
