// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.
import type { EmailAdapter } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import type { MailConfig } from '@/env'

import { deliverMail } from './transport'

/** "Name <address>" into its parts. */
function splitSender(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match
    ? { name: match[1]!.trim(), address: match[2]!.trim() }
    : { name: '', address: from.trim() }
}

/**
 * Payload's own e-mails (the admin's "forgot password" for staff) through the site's transport.
 * A small adapter instead of @payloadcms/email-nodemailer: that package has no release for
 * Payload 3.90.2 and pins its peer to 3.90.1.
 */
export function mailAdapter(config: MailConfig): EmailAdapter {
  const sender = splitSender(config.from)
  return () => ({
    name: 'site-mail',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message) => {
      const to = Array.isArray(message.to) ? message.to.map(String) : String(message.to ?? '')
      await deliverMail({
        to,
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : '',
        html: typeof message.html === 'string' ? message.html : '',
        language: DEFAULT_LOCALE,
      })
    },
  })
}
