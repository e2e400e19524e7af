'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { inLocale } from '@/i18n/locales'

type Report = { enquiries: number; files: number; downloads: number; accounts: number }

const TEXT = {
  en: {
    summary: 'Erase a person’s data',
    label: 'E-mail address',
    button: 'Erase',
    confirm: (email: string) =>
      `Delete every enquiry, file, download record and customer account of ${email}? This cannot be undone.`,
    done: (r: Report) =>
      `Deleted: ${r.enquiries} enquiries, ${r.files} files, ${r.downloads} download records, ${r.accounts} accounts.`,
    failed: 'The data could not be erased.',
    exportSummary: 'Export a person’s data',
    exportButton: 'Download as JSON',
  },
  de: {
    summary: 'Daten einer Person löschen',
    label: 'E-Mail-Adresse',
    button: 'Löschen',
    confirm: (email: string) =>
      `Alle Anfragen, Dateien, Download-Einträge und das Kundenkonto von ${email} löschen? Das kann nicht rückgängig gemacht werden.`,
    done: (r: Report) =>
      `Gelöscht: ${r.enquiries} Anfragen, ${r.files} Dateien, ${r.downloads} Download-Einträge, ${r.accounts} Konten.`,
    failed: 'Die Daten konnten nicht gelöscht werden.',
    exportSummary: 'Daten einer Person exportieren',
    exportButton: 'Als JSON herunterladen',
  },
}

/**
 * Above the inbox list, for administrators: exports (right of access) or erases everything the site keeps about one person
 * (their right to erasure) by e-mail address (POST /api/cms/enquiries/erase).
 */
export function ErasePerson() {
  const { i18n } = useTranslation()
  const { user } = useAuth<{ roles?: string[] }>()
  const t = inLocale(TEXT, i18n.language)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!user?.roles?.includes('admin')) return null

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!email || !window.confirm(t.confirm(email))) return
    setBusy(true)
    try {
      const response = await fetch('/api/cms/enquiries/erase', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      const body = (await response.json()) as Report & { message?: string }
      setMessage(response.ok ? t.done(body) : (body.message ?? t.failed))
    } catch {
      setMessage(t.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <details style={{ margin: '0 0 1rem' }}>
        <summary>{t.exportSummary}</summary>
        {/* A plain GET form: the browser downloads the file the endpoint answers with. */}
        <form
          method="get"
          action="/api/cms/enquiries/person-export"
          style={{ display: 'flex', gap: '.5rem', alignItems: 'end' }}
        >
          <label style={{ display: 'grid', gap: '.25rem' }}>
            {t.label}
            <input type="email" name="email" required autoComplete="off" />
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {t.exportButton}
          </button>
        </form>
      </details>
      <details style={{ margin: '0 0 1rem' }}>
        <summary>{t.summary}</summary>
        <form onSubmit={onSubmit} style={{ display: 'flex', gap: '.5rem', alignItems: 'end' }}>
          <label style={{ display: 'grid', gap: '.25rem' }}>
            {t.label}
            <input type="email" name="email" required autoComplete="off" />
          </label>
          <button
            type="submit"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy}
          >
            {t.button}
          </button>
        </form>
        <p role="status">{message ?? ''}</p>
      </details>
    </>
  )
}
