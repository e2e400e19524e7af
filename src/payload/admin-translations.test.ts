/**
 * The German admin addresses editors with "Sie", as the site does: every effective German string
 * of the whole configuration (Payload's own, the plugins', the rich text editor's, the site's),
 * read as the admin's browser and its API get them.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { initI18n } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'

import { ADMIN_TRANSLATIONS } from './admin-translations'
import { buildPayloadConfig } from '@/config/build-config'

let config: SanitizedConfig

/** The informal address: pronouns, and the imperatives and verb forms of "du" Payload uses. */
const INFORMAL =
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure)\b|\b(bist|hast|kannst|musst|möchtest|willst|wirst|warst|wurdest|erhältst|siehst|gib|klicke|überprüfe|prüfe|gehe|ändere|versuche|wähle|speichere|verwerfe|kopiere|ignoriere|verifiziere|erstelle|beginne|drücke|ziehe|zeichne|passe|setze|verknüpfe|lade|füge|trage)\b|^(Suche|Wähle|Erstelle|Gib|Setze|Ziehe|Beginne) /i

/** Every string of a translations object, with its key. */
function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}:${k}` : k))
}

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-admin-translations-'))
  config = await buildPayloadConfig(
    parseEnv({
      APP_ENV: 'demo',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'unused.db')}`,
      SERVER_URL: 'http://localhost:3000',
    }),
  )
})

describe('the German admin', () => {
  for (const context of ['client', 'api'] as const) {
    it(`says "Sie", never "du" (${context})`, async () => {
      const i18n = await initI18n({ config: config.i18n, language: 'de', context })
      const all = strings(i18n.translations)
      expect(all.length).toBeGreaterThan(400)
      expect(all.filter(([, text]) => INFORMAL.test(text))).toEqual([])
    })
  }

  it('gives the dialogs an editor meets in formal German', async () => {
    const { t } = await initI18n({ config: config.i18n, language: 'de', context: 'client' })
    expect(t('general:aboutToDelete', { label: 'Seite', title: 'Über uns' })).toBe(
      'Sie sind dabei, Seite <1>Über uns</1> zu löschen. Sind Sie sicher?',
    )
    expect(t('version:aboutToUnpublish')).toMatch(/Sind Sie sicher\?$/)
    expect(t('general:unsavedChanges')).toMatch(/^Sie haben ungespeicherte Änderungen/)
    expect(t('authentication:loggedOutSuccessfully')).toBe('Sie wurden erfolgreich abgemeldet.')
    expect(t('lexical:general:placeholder' as never)).toMatch(/^Beginnen Sie/)
  })

  it('names the account page’s settings for what they are, in both languages', async () => {
    for (const [language, expected] of [
      ['de', 'Admin-Einstellungen'],
      ['en', 'Admin settings'],
    ] as const) {
      const { t } = await initI18n({ config: config.i18n, language, context: 'client' })
      expect(t('general:payloadSettings')).toBe(expected)
    }
  })

  it('overrides only strings Payload has', () => {
    const known = new Set(strings(en.translations).map(([key]) => key))
    const overridden = strings(ADMIN_TRANSLATIONS.de)
      .map(([key]) => key)
      .filter((key) => !key.startsWith('lexical:'))
    expect(overridden.filter((key) => !known.has(key))).toEqual([])
  })
})
