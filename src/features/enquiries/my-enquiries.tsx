'use client'

import { useEffect, useState } from 'react'

import { useText } from '@/components/shell/shell-text'
import type { Locale } from '@/i18n/routing'
import type { MyEnquiry } from '@/features/enquiries/enquiry-fields'

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; items: MyEnquiry[] }

/**
 * "My enquiries": what the member sent through the forms (enquiries, sample requests,
 * applications), newest first, each with its day and the reference the confirmation gave.
 */
export function MyEnquiries({ locale }: { locale: Locale }) {
  const t = useText('account')
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/v1/user/enquiries?locale=${locale}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(String(answer.status))
        const body = (await answer.json()) as { data: MyEnquiry[] }
        setState({ kind: 'loaded', items: body.data })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [locale])

  return (
    <section className="personal__enquiries" aria-labelledby="personal-enquiries-title">
      <h2 id="personal-enquiries-title">{t('personal.myEnquiriesTitle')}</h2>
      <p>{t('personal.myEnquiriesText')}</p>
      {state.kind === 'loading' ? (
        <p role="status">{t('personal.loading')}</p>
      ) : state.kind === 'failed' ? (
        <p className="form-alert" role="alert">
          {t('personal.myEnquiriesFailed')}
        </p>
      ) : state.items.length === 0 ? (
        <p>{t('personal.myEnquiriesEmpty')}</p>
      ) : (
        <ul className="my-documents my-enquiries">
          {state.items.map((item) => (
            <li key={item.reference} className="my-documents__item">
              <p className="my-documents__title">{item.kind}</p>
              <p className="downloads__meta">
                <span>{t('personal.myEnquiriesSent', { date: item.sentText })}</span>
                <span>
                  {t('personal.myEnquiriesReference')}: <strong>{item.reference}</strong>
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
