import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import { formatText } from './messages'

describe('formatText', () => {
  it('finds nested keys and fills placeholders', () => {
    expect(formatText(en.shell, 'showSubmenu', { section: 'About Us' })).toBe(
      'Show the About Us menu',
    )
    expect(formatText(de.shell, 'languageEntry.de')).toBe('Deutschland (DE)')
    expect(formatText(en.shell, 'copyright', { year: 2022, company: 'EuroTalc GmbH' })).toBe(
      '© 2022 EuroTalc GmbH. All rights reserved.',
    )
  })

  it('answers the key itself when a text is missing', () => {
    expect(formatText(en.shell, 'no.such.key')).toBe('no.such.key')
  })

  it('finds every text of every namespace in both languages, with the same placeholders', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
      )
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const namespace of Object.keys(en) as Array<keyof typeof en>) {
      expect(keys(de[namespace]).sort(), namespace).toEqual(keys(en[namespace]).sort())
      for (const key of keys(en[namespace])) {
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
        expect(placeholders(formatText(de[namespace], key)), key).toEqual(
          placeholders(formatText(en[namespace], key)),
        )
      }
    }
  })
})
