'use client'

import { Fragment } from 'react'

import { useText } from '@/components/shell/shell-text'
import { splitPlaceholders } from '@/lib/recaptcha'

/**
 * The terms checkbox's sentence, the same in every form that asks for it (registration and the
 * enquiry forms): `shell.termsConsent`, whose `{terms}` is the link to the terms page. The link
 * sits inside the sentence, so that German can say it in its own word order.
 */
export function TermsConsentText({ href }: { href: string }) {
  const t = useText('shell')
  return splitPlaceholders(t('termsConsent'), ['terms']).map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <a key={index} href={href}>
        {t('termsConsentLink')}
      </a>
    ),
  )
}
