'use client'

import { useEffect, useState } from 'react'

import { useText } from '@/components/shell/shell-text'
import type { Locale } from '@/i18n/routing'
import type { MyDocument } from '@/features/documents/documents'

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; items: MyDocument[] }

/**
 * "My documents" (ADR 0021): the documents the member downloaded, with "Updated" where a newer
 * revision came out since, the family page and the lasting link to the current revision.
 */
export function MyDocuments({ locale }: { locale: Locale }) {
  const t = useText('account')
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/v1/user/documents?locale=${locale}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(String(answer.status))
        const body = (await answer.json()) as { data: MyDocument[] }
        setState({ kind: 'loaded', items: body.data })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [locale])

  return (
    <section className="personal__documents" aria-labelledby="personal-documents-title">
      <h2 id="personal-documents-title">{t('personal.myDocumentsTitle')}</h2>
      <p>{t('personal.myDocumentsText')}</p>
      {state.kind === 'loading' ? (
        <p role="status">{t('personal.loading')}</p>
      ) : state.kind === 'failed' ? (
        <p className="form-alert" role="alert">
          {t('personal.myDocumentsFailed')}
        </p>
      ) : state.items.length === 0 ? (
        <p>{t('personal.myDocumentsEmpty')}</p>
      ) : (
        <ul className="my-documents">
          {state.items.map((item) => (
            <li key={item.link} className="my-documents__item">
              <p className="my-documents__title">
                {item.href ? <a href={item.href}>{item.title}</a> : item.title}
                {item.updated ? (
                  <span className="badge badge--updated">{t('personal.updated')}</span>
                ) : null}
              </p>
              <p className="downloads__meta">
                <span>
                  {item.downloadedRevision
                    ? t('personal.downloadedRevision', {
                        revision: item.downloadedRevision,
                        date: item.lastDownloadedText,
                      })
                    : t('personal.downloadedOn', {
                        date: item.lastDownloadedText,
                      })}
                </span>
                {item.updated && item.current ? (
                  <span>
                    {t('personal.currentRevision', {
                      revision: item.current.revision ?? '–',
                      date: item.current.dateText,
                    })}
                  </span>
                ) : null}
              </p>
              <p>
                <a className="button" href={`${item.link}?locale=${locale}`}>
                  {t('personal.downloadCurrent', { title: item.title })}
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
