import { describe, expect, it } from 'vitest'

import en from '../../../messages/en.json'
import de from '../../../messages/de.json'
import type { OutgoingMail } from './transport'
import {
  accountDeletedForModerators,
  emailChangeConfirmation,
  emailChangedNotice,
  enquiryForStaff,
  enquiryReceived,
  type MailLocale,
  memberApproved,
  memberRejected,
  passwordReset,
  registeredAgain,
  registrationForModerators,
  registrationReceived,
} from './templates'

const NAME = 'Walter <Walk> & Söhne'
const EMAIL = 'walter@example.com'
const MEMBER = {
  email: EMAIL,
  firstName: 'Walter',
  lastName: 'Walk',
  company: 'Walk & Söhne GmbH',
  jobTitle: 'Buyer',
  phone: '+43 1 234',
  city: 'Graz',
  country: 'AT',
  market: 'Plastics',
}

/** Every template, with the values it must show, in one language. */
function rendered(locale: MailLocale): Array<[string, OutgoingMail, string[]]> {
  return [
    [
      'registration for moderators',
      registrationForModerators(['mod@eurotalc.example'], MEMBER, 'https://e.example/admin/m/1'),
      [EMAIL, MEMBER.company, MEMBER.phone, MEMBER.market, 'https://e.example/admin/m/1'],
    ],
    ['registration received', registrationReceived(locale, EMAIL, NAME), [NAME]],
    [
      'approved',
      memberApproved(locale, EMAIL, NAME, 'YDQT-WAAi-2oxN-cgSM', 'https://e.example/?login', 7),
      [NAME, EMAIL, 'YDQT-WAAi-2oxN-cgSM', '7', 'https://e.example/?login'],
    ],
    [
      'rejected',
      memberRejected(locale, EMAIL, NAME, 'https://e.example/contacts'),
      [NAME, 'https://e.example/contacts'],
    ],
    [
      'password reset',
      passwordReset(locale, EMAIL, NAME, 'https://e.example/reset?token=a&b=1', 30),
      [NAME, '30', 'https://e.example/reset?token=a&b=1'],
    ],
    ...(['approved', 'pending', 'rejected'] as const).map(
      (status): [string, OutgoingMail, string[]] => [
        `registered again (${status})`,
        registeredAgain(locale, EMAIL, NAME, status, {
          login: 'https://e.example/?login',
          contact: 'https://e.example/contacts',
        }),
        [NAME],
      ],
    ),
    [
      'enquiry for staff',
      enquiryForStaff(
        ['sales@eurotalc.example'],
        'Contact sales',
        [
          ['Name', NAME],
          ['E-mail', EMAIL],
        ],
        'https://e.example/admin/e/9',
      ),
      [NAME, EMAIL, 'Contact sales', 'https://e.example/admin/e/9'],
    ],
    ['enquiry received', enquiryReceived(locale, EMAIL, NAME), [NAME]],
    [
      'account deleted (to moderators)',
      accountDeletedForModerators(
        ['mod@eurotalc.example'],
        {
          company: 'Walk & Söhne GmbH',
          pseudonym: 'deleted-account-0a1b2c3d4e5f',
          at: '2026-11-26 03:00 UTC',
        },
        'https://e.example/admin/collections/download-logs',
      ),
      ['Walk & Söhne GmbH', 'deleted-account-0a1b2c3d4e5f', '2026-11-26 03:00 UTC'],
    ],
    [
      'e-mail change',
      emailChangeConfirmation(
        locale,
        'new@example.com',
        NAME,
        'https://e.example/personal?t=a.b',
        24,
      ),
      [NAME, '24', 'https://e.example/personal?t=a.b'],
    ],
    [
      'e-mail changed (to the old address)',
      emailChangedNotice(locale, 'old@example.com', NAME, 'https://e.example/contacts/contact-us'),
      [NAME, 'old@example.com', 'https://e.example/contacts/contact-us'],
    ],
  ]
}

/** The HTML part read as text: paragraphs apart, line breaks kept, entities decoded. */
function htmlAsText(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.indexOf('</body>'))
  return [...body.matchAll(/<p[^>]*>(.*?)<\/p>/g)]
    .map(([, inner]) =>
      inner!
        .replace(/<br>/g, '\n')
        .replace(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g, '$2: $1')
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    .join('\n\n')
}

describe.each(['en', 'de'] as const)('every mail template (%s)', (locale) => {
  const messages = { en, de }[locale].mail

  it.each(rendered(locale).map(([label, mail, values]) => [label, mail, values] as const))(
    '%s: placeholders filled, every value shown, HTML and text say the same',
    (_label, mail, values) => {
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part).not.toMatch(/\{[a-zA-Z]+\}/)
      for (const value of values) expect(mail.text).toContain(value)
      expect(htmlAsText(mail.html)).toBe(mail.text)
      // Values are escaped in the HTML part: a name cannot add markup.
      expect(mail.html).not.toContain('<Walk>')
      expect(mail.html).toMatch(/<html lang="(en|de)">/)
      // Staff mails are English; a member's are in the member's language.
      const language = mail.language === 'de' ? de.mail : en.mail
      expect(mail.text.endsWith(language.signature)).toBe(true)
      if (!Array.isArray(mail.to)) expect(mail.language).toBe(locale)
    },
  )

  it('puts the temporary password after the sentence that introduces it', () => {
    const mail = memberApproved(
      locale,
      EMAIL,
      'Walter Walk',
      'YDQT-WAAi-2oxN-cgSM',
      'https://eurotalc.example/?login',
      7,
    )
    const text = mail.text.split('\n\n')
    expect(text[0]).toMatch(/Walter Walk/)
    expect(text[1]).toMatch(/walter@example\.com.*:$/)
    expect(text[2]).toBe('YDQT-WAAi-2oxN-cgSM')

    const html = mail.html.split('\n').filter((line) => line.startsWith('<p'))
    expect(html[1]).toMatch(/walter@example\.com.*:<\/p>$/)
    expect(html[2]).toMatch(/<strong>YDQT-WAAi-2oxN-cgSM<\/strong>/)
  })

  it('greets by name, then starts the next sentence in lower case as the greeting needs', () => {
    const mail = registrationReceived(locale, EMAIL, NAME)
    const [greeting, text] = mail.text.split('\n\n')
    expect(greeting).toBe(messages.greeting.replace('{name}', NAME))
    expect(greeting!.endsWith(',')).toBe(true)
    // German "Sie/Ihr" keep their capital; the English sentence goes on in lower case.
    if (locale === 'en') expect(text![0]).toBe(text![0]!.toLowerCase())
  })
})
