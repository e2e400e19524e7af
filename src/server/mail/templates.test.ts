import { describe, expect, it } from 'vitest'

import { escapeHtml } from '@/lib/html'

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
  revisionNotice,
  type StoredEnquiry,
} from './templates'

import { ENQUIRY_TYPES, type EnquiryType } from '@/lib/enquiries'

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

const PERSON = {
  firstName: 'Walter',
  lastName: '<Walk> & Söhne',
  company: 'Walk & Söhne GmbH',
  jobTitle: 'Buyer',
  country: 'AT',
  email: EMAIL,
  phone: '+43 1 234',
}
/** Each form's enquiry as submitEnquiry stores it: the name, and the fields as sent. */
const ENQUIRIES: Record<EnquiryType, StoredEnquiry & { fields: Record<string, string> }> = {
  'request-a-sample': {
    type: 'request-a-sample',
    name: NAME,
    email: EMAIL,
    fields: {
      ...PERSON,
      address: 'Hauptstraße 1',
      address2: '',
      postalCode: '8010',
      city: 'Graz',
      market: 'Plastics',
    },
  },
  'contact-sales': {
    type: 'contact-sales',
    name: NAME,
    email: EMAIL,
    fields: { ...PERSON, market: 'Paper', query: 'Prices for 20 t of HTP 05?' },
  },
  'general-enquiries': {
    type: 'general-enquiries',
    name: NAME,
    email: EMAIL,
    fields: { ...PERSON, query: 'Do you visit trade fairs?' },
  },
  'contact-us': {
    type: 'contact-us',
    name: NAME,
    email: EMAIL,
    fields: { ...PERSON, query: 'Please call me back.' },
  },
  'team-form': {
    type: 'team-form',
    name: NAME,
    email: EMAIL,
    fields: {
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      email: EMAIL,
      theme: 'Visit',
      text: 'Hello team',
    },
  },
  'job-response': {
    type: 'job-response',
    name: NAME,
    email: EMAIL,
    fields: {
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      email: EMAIL,
      introduction: 'Process engineer, ten years in mineral grinding.',
      job: 'process-engineer',
      jobReference: 'ET-2026-07',
      jobTitle: 'Process engineer (m/f/d)',
      fileName: 'Lebenslauf Walk.pdf',
    },
  },
}

const NOTICE = {
  en: {
    title: 'Safety data sheet EuroTalc P 12 (English)',
    grades: 'EuroTalc P 12',
    revision: '3.0',
    date: '12 March 2026',
    note: 'Section 8: exposure limits updated',
    personalUrl: 'https://eurotalc.example/download/notice/MTIzNA.c2lnbmVk',
    stableUrl: 'https://eurotalc.example/api/v1/documents/sds-eurotalc-p-12-en/current',
    pageUrl: 'https://eurotalc.example/download/documents/sds-eurotalc-p-12-en',
  },
  de: {
    title: 'Sicherheitsdatenblatt EuroTalc P 12 (Deutsch)',
    grades: 'EuroTalc P 12',
    revision: '3.0',
    date: '12. März 2026',
    note: 'Abschnitt 8: Grenzwerte aktualisiert',
    personalUrl: 'https://eurotalc.example/de/download/notice/MTIzNA.c2lnbmVk',
    stableUrl: 'https://eurotalc.example/api/v1/documents/sds-eurotalc-p-12-de/current',
    pageUrl: 'https://eurotalc.example/de/download/documents/sds-eurotalc-p-12-de',
  },
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
    ...ENQUIRY_TYPES.map((type): [string, OutgoingMail, string[]] => [
      `enquiry for staff (${type})`,
      enquiryForStaff(
        ['sales@eurotalc.example'],
        ENQUIRIES[type],
        'https://e.example/admin/e/9',
        locale,
      ),
      [NAME, EMAIL, 'https://e.example/admin/e/9'],
    ]),
    ...ENQUIRY_TYPES.map((type): [string, OutgoingMail, string[]] => [
      `enquiry received (${type})`,
      enquiryReceived(locale, EMAIL, ENQUIRIES[type]),
      [NAME],
    ]),
    ...[true, false].map((safetyDataSheet): [string, OutgoingMail, string[]] => [
      `revision notice (${safetyDataSheet ? 'safety data sheet' : 'other type'})`,
      revisionNotice(locale, EMAIL, NAME, { ...NOTICE[locale], safetyDataSheet }),
      [
        NAME,
        NOTICE[locale].title,
        NOTICE[locale].grades,
        NOTICE[locale].date,
        NOTICE[locale].note,
        NOTICE[locale].personalUrl,
        NOTICE[locale].stableUrl,
        NOTICE[locale].pageUrl,
      ],
    ]),
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
        // A link shown in full reads as its address; an action as "label: address".
        .replace(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g, (_all, href: string, label: string) =>
          label === href ? href : `${label}: ${href}`,
        )
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

  it.each(rendered(locale).map(([label, mail]) => [label, mail] as const))(
    '%s: every link comes right after the sentence (or label) that introduces it',
    (_label, mail) => {
      const paragraphs = mail.text.split('\n\n')
      paragraphs.forEach((paragraph, index) => {
        const urls = paragraph.match(/https?:\/\/\S+/g) ?? []
        if (urls.length === 0) return
        expect(urls, paragraph).toHaveLength(1)
        // A link stands apart: alone after a sentence ending in a colon, or as the closing
        // action after its short label ("Set a new password: https://…"), before the signature.
        if (paragraph === urls[0]) expect(paragraphs[index - 1], urls[0]).toMatch(/:$/)
        else {
          expect(paragraph, urls[0]).toMatch(/^[^.:\n]{1,40}: https?:\/\/\S+$/)
          expect(index, urls[0]).toBe(paragraphs.length - 2)
        }
      })
    },
  )

  it('states each link of the update notice right after its sentence, in text and HTML', () => {
    const notice = NOTICE[locale]
    const t = messages.revisionNotice
    const mail = revisionNotice(locale, EMAIL, 'Walter Walk', { ...notice, safetyDataSheet: true })
    const paragraphs = mail.text.split('\n\n')
    expect(paragraphs[0]).toBe(messages.greeting.replace('{name}', 'Walter Walk'))
    const after = (sentence: string) => paragraphs[paragraphs.indexOf(sentence) + 1]
    expect(paragraphs).toContain(t.personal)
    expect(after(t.personal)).toBe(notice.personalUrl)
    expect(after(t.stable)).toBe(notice.stableUrl)
    expect(after(t.page)).toBe(notice.pageUrl)
    // The personal link is there once, where its sentence is: not again at the end.
    expect(mail.text.split(notice.personalUrl)).toHaveLength(2)
    expect(paragraphs.indexOf(t.personal)).toBeLessThan(paragraphs.indexOf(t.stable))
    expect(paragraphs.indexOf(t.stable)).toBeLessThan(paragraphs.indexOf(t.page))
    // The HTML part: the same order, each address a link of its own paragraph.
    const lines = mail.html.split('\n').filter((line) => line.startsWith('<p'))
    const htmlAfter = (sentence: string) =>
      lines[lines.indexOf(`<p>${escapeHtml(sentence)}</p>`) + 1]
    for (const [sentence, url] of [
      [t.personal, notice.personalUrl],
      [t.stable, notice.stableUrl],
      [t.page, notice.pageUrl],
    ] as const)
      expect(htmlAfter(sentence)).toMatch(new RegExp(`^<p><a href="${url.replace(/\./g, '\\.')}"`))
  })

  it.each(
    rendered(locale)
      .filter(([, mail]) => !Array.isArray(mail.to))
      .map(([label, mail]) => [label, mail] as const),
  )('%s: greets the person by name', (_label, mail) => {
    expect(mail.text.split('\n\n')[0]).toBe(messages.greeting.replace('{name}', NAME))
  })

  it.each(ENQUIRY_TYPES)(
    'staff mail of %s: the name in subject and text, every field under its form label',
    (type) => {
      const enquiry = ENQUIRIES[type]
      const mail = enquiryForStaff(
        ['staff@eurotalc.example'],
        enquiry,
        'https://e.example/a',
        locale,
      )
      const labels = { en, de }[locale].enquiry.fields as Record<string, string>
      expect(mail.subject).toContain(NAME)
      expect(mail.subject).not.toMatch(/:\s*$/)
      expect(mail.text).toMatch(new RegExp(`^Name: ${NAME}$`, 'm'))
      // Every line of the fields has a label and a value (no empty "Name:").
      for (const line of mail.text.split('\n\n')[1]!.split('\n')) expect(line).toMatch(/^[^:]+: \S/)
      // No raw field name: neither a key of the stored fields nor any camelCase word.
      for (const key of Object.keys(enquiry.fields))
        expect(mail.text).not.toMatch(new RegExp(`^${key}:`, 'm'))
      expect(mail.text).not.toMatch(/^[a-z]+[A-Z][A-Za-z]*:/m)
      const own = { en, de }[locale].mail.enquiry.labels
      const added = type === 'job-response' ? ['jobTitle', 'jobReference', 'fileName'] : []
      for (const [key, value] of Object.entries(enquiry.fields)) {
        if (['firstName', 'lastName', 'job', ...added].includes(key) || !value) continue
        expect(labels[key], key).toBeTruthy()
        expect(mail.text).toContain(`${labels[key]}: ${value}`)
      }
      expect(mail.text).toContain(`${own.email}: ${EMAIL}`)
      if (type === 'job-response') {
        expect(mail.subject).toContain('Process engineer (m/f/d)')
        expect(mail.subject).toContain(locale === 'de' ? 'Bewerbung' : 'application')
        expect(mail.text).toContain(`${own.opening}: Process engineer (m/f/d)`)
        expect(mail.text).toContain(`${own.jobReference}: ET-2026-07`)
        expect(mail.text).toContain(`${own.fileName}: Lebenslauf Walk.pdf`)
      }
    },
  )

  it('thanks an applicant for the application, naming the job, and others for their enquiry', () => {
    const application = enquiryReceived(locale, EMAIL, ENQUIRIES['job-response'])
    const enquiry = enquiryReceived(locale, EMAIL, ENQUIRIES['contact-sales'])
    const [applied, asked] = locale === 'de' ? ['Bewerbung', 'Anfrage'] : ['application', 'enquiry']
    for (const part of [application.subject, application.text]) {
      expect(part).toContain(applied)
      expect(part).not.toContain(asked)
    }
    expect(application.text).toContain('Process engineer (m/f/d)')
    for (const part of [enquiry.subject, enquiry.text]) {
      expect(part).toContain(asked)
      expect(part).not.toContain(applied)
    }
  })

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
