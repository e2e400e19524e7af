'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

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
  },
  de: {
    title: 'Weiterleitungen aus einer CSV-Datei importieren',
    hint: 'Eine Weiterleitung je Zeile: from,to,type (Typ 301 oder 302, ohne Angabe 301). „to“ ist ein Pfad dieser Website oder eine https-Adresse. Eine Kopfzeile ist erlaubt.',
    file: 'CSV-Datei',
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
  },
}

/**
 * Above the redirects list in the admin (issue 25): an old site's URL list imported at once;
 * every row is checked like one saved by hand, and each refused row is reported with its line.
 */
export function RedirectImport() {
  const { i18n } = useTranslation()
  const t = i18n.language === 'de' ? TEXT.de : TEXT.en
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [results, setResults] = useState<Outcome[] | null>(null)

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
  return (
    <section aria-labelledby="redirect-import-title" style={{ margin: '0 0 1.5rem' }}>
      <h2 id="redirect-import-title" style={{ fontSize: '1.1rem', margin: '0 0 0.5rem' }}>
        {t.title}
      </h2>
      <p style={{ margin: '0 0 0.5rem' }}>{t.hint}</p>
      <form onSubmit={submit} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <label htmlFor="redirect-import-file">{t.file}</label>
        <input id="redirect-import-file" name="csv" type="file" accept=".csv,text/csv" required />
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
          {refused.length ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.line}</th>
                  <th scope="col">{t.from}</th>
                  <th scope="col">{t.result}</th>
                </tr>
              </thead>
              <tbody>
                {refused.map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td>{row.from}</td>
                    <td>
                      {t.refused}: {row.message}
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
