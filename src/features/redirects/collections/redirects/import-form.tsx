'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { inLocale } from '@/i18n/locales'

type Outcome = {
  line: number
  from: string
  outcome: 'created' | 'updated' | 'refused'
  message?: string
}

const TEXT = {
  en: {
    title: 'Import redirects from a CSV file',
    hint: 'One redirect per row: from,to,type (type 301 or 302, 301 if left out). “to” is a path of this site or an https address. A header row is allowed.',
    file: 'CSV file',
    choose: 'Choose CSV file…',
    noFile: 'No file chosen',
    submit: 'Import',
    busy: 'Importing…',
    failed: 'The import could not be sent. Please try again.',
    line: 'Row',
    from: 'From',
    result: 'Result',
    created: 'created',
    updated: 'updated',
    refused: 'refused',
    summary: (ok: number, bad: number) => `${ok} saved, ${bad} refused.`,
    notes: 'Rows refused or with a note',
  },
  de: {
    title: 'Weiterleitungen aus einer CSV-Datei importieren',
    hint: 'Eine Weiterleitung je Zeile: from,to,type (Typ 301 oder 302, ohne Angabe 301). „to“ ist ein Pfad dieser Website oder eine https-Adresse. Eine Kopfzeile ist erlaubt.',
    file: 'CSV-Datei',
    choose: 'CSV-Datei wählen …',
    noFile: 'Keine Datei gewählt',
    submit: 'Importieren',
    busy: 'Wird importiert …',
    failed: 'Der Import konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    line: 'Zeile',
    from: 'Von',
    result: 'Ergebnis',
    created: 'angelegt',
    updated: 'aktualisiert',
    refused: 'abgelehnt',
    summary: (ok: number, bad: number) => `${ok} gespeichert, ${bad} abgelehnt.`,
    notes: 'Abgelehnte Zeilen und Zeilen mit Hinweis',
  },
}

/**
 * Above the redirects list in the admin (ADR 0022): an old site's URL list imported at once;
 * every row is checked like one saved by hand, and each refused row is reported with its line.
 */
export function RedirectImport() {
  const { i18n } = useTranslation()
  const t = inLocale(TEXT, i18n.language)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [results, setResults] = useState<Outcome[] | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('csv')
    if (!(file instanceof File) || file.size === 0) return
    setBusy(true)
    setError(null)
    try {
      const answer = await fetch(`/api/cms/redirects/import?locale=${i18n.language}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'text/csv', 'Accept-Language': i18n.language },
        body: await file.text(),
      })
      const body = (await answer.json().catch(() => null)) as {
        results?: Outcome[]
        message?: string
      } | null
      if (!answer.ok || !body?.results) setError(body?.message ?? t.failed)
      else {
        setResults(body.results)
        router.refresh()
      }
    } catch {
      setError(t.failed)
    } finally {
      setBusy(false)
    }
  }

  const refused = results?.filter((r) => r.outcome === 'refused') ?? []
  // Refused rows with their reason, and saved ones with a note (a saved redirect replaced, a
  // row repeated elsewhere in the file).
  const noted = results?.filter((r) => r.outcome === 'refused' || r.message) ?? []
  return (
    <section aria-labelledby="redirect-import-title" style={{ margin: '0 0 1.5rem' }}>
      <style>{`.redirect-import__input{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);border:0;white-space:nowrap}.redirect-import__input:focus-visible+.redirect-import__choose{outline:2px solid var(--theme-text);outline-offset:2px}`}</style>
      <h2 id="redirect-import-title" style={{ fontSize: '1.1rem', margin: '0 0 0.5rem' }}>
        {t.title}
      </h2>
      <p style={{ margin: '0 0 0.5rem' }}>{t.hint}</p>
      <form onSubmit={submit} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        {/* The browser's own file control speaks the browser's language ("Choose File / No
            file chosen"): it stays in the form, focusable but out of sight, and this label, in
            the admin's language, is its button; the chosen file's name is said beside it. */}
        <span id="redirect-import-file-label">{t.file}:</span>
        <input
          id="redirect-import-file"
          className="redirect-import__input"
          name="csv"
          type="file"
          accept=".csv,text/csv"
          required
          aria-labelledby="redirect-import-file-label redirect-import-file-button"
          aria-describedby="redirect-import-file-name"
          onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
        />
        <label
          id="redirect-import-file-button"
          htmlFor="redirect-import-file"
          className="btn btn--style-secondary btn--size-small redirect-import__choose"
          style={{ margin: 0 }}
        >
          {t.choose}
        </label>
        <span id="redirect-import-file-name">{fileName ?? t.noFile}</span>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
          {busy ? t.busy : t.submit}
        </button>
      </form>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      {results ? (
        <div role="status">
          <p>{t.summary(results.length - refused.length, refused.length)}</p>
          {noted.length ? (
            <table aria-label={t.notes}>
              <thead>
                <tr>
                  <th scope="col">{t.line}</th>
                  <th scope="col">{t.from}</th>
                  <th scope="col">{t.result}</th>
                </tr>
              </thead>
              <tbody>
                {noted.map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td>{row.from}</td>
                    <td>
                      {t[row.outcome]}
                      {row.message ? `: ${row.message}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
