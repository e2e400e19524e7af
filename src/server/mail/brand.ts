// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { otherLocale } from '@/i18n/api-locale'

import { type MailBrand, type MailDraft, type MailLocale, renderMail } from './templates'
import { deliverMail } from './transport'

/** The logo the mails' header shows beside the brand's name (public/images). */
export const MAIL_LOGO_PATH = '/images/mail-logo.png'

const text = (value: string | null | undefined) => (value ?? '').trim()

/**
 * The company as the mails show it, in `locale`: the site settings' company and imprint tabs
 * (the same facts as /imprint), the site's address and its logo from SERVER_URL. Read as each
 * mail goes, so a change in the settings shows in the next mail.
 */
export async function mailBrand(payload: Payload, locale: MailLocale): Promise<MailBrand> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    locale,
    fallbackLocale: otherLocale(locale),
    depth: 0,
    overrideAccess: true,
  })
  const imprint = settings.imprint
  const siteUrl = new URL('/', getEnv().serverURL).toString()
  return {
    companyName: text(settings.companyName),
    address: text(settings.address),
    phone: text(settings.phone),
    email: text(settings.email),
    siteUrl,
    logoUrl: new URL(MAIL_LOGO_PATH, siteUrl).toString(),
    legal: {
      registeredOffice: text(imprint?.registeredOffice),
      registerNumber: text(imprint?.registerNumber),
      registerCourt: text(imprint?.registerCourt),
      vatId: text(imprint?.vatId),
      managingDirectors: text(imprint?.managingDirectors),
    },
  }
}

/** Sends one mail of the site now, in its layout with the company's details (./templates.ts). */
export async function sendMail(payload: Payload, draft: MailDraft): Promise<void> {
  await deliverMail(renderMail(draft, await mailBrand(payload, draft.locale)))
}
