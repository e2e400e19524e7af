import { describe, expect, it } from 'vitest'

import { escapeHtml } from '@/lib/html'

import en from '../../../messages/en.json'
import de from '../../../messages/de.json'
import { mailAddress, type OutgoingMail } from './transport'
import {
  type MailBrand,
  type MailDraft,
  type MailLocale,
  renderMail,
  STAFF_LOCALE,
} from './templates'
import {
  accountDeletedForModerators,
  emailChangeConfirmation,
  emailChangedNotice,
  memberApproved,
  memberRejected,
  passwordReset,
  registeredAgain,
  registrationForModerators,
  registrationReceived,
} from '@/features/accounts/mail-templates'
import { revisionNotice } from '@/features/documents/mail-templates'
import {
  enquiryForStaff,
  enquiryReceived,
  type StoredEnquiry,
} from '@/features/enquiries/mail-templates'

import { ENQUIRY_TYPES, type EnquiryType } from '@/features/enquiries/enquiries'

/** The company as the site settings give it, in each language. */
const BRAND: Record<MailLocale, MailBrand> = {
  en: {
    companyName: 'EuroTalc GmbH',
    address: 'Industriestraße 5\n8700 Leoben, Austria',
    phone: '+43 3842 123 450',
    email: 'office@eurotalc.example',
    siteUrl: 'https://www.eurotalc.example/',
    logoUrl: 'https://www.eurotalc.example/images/mail-logo.png',
    legal: {
      registeredOffice: 'Leoben',
      registerNumber: 'FN 123456 a',
      registerCourt: 'Regional Court Leoben',
      vatId: 'ATU12345678',
      managingDirectors: 'Maria Huber',
    },
  },
  de: {
    companyName: 'EuroTalc GmbH',
    address: 'Industriestraße 5\n8700 Leoben, Österreich',
    phone: '+43 3842 123 450',
    email: 'office@eurotalc.example',
    siteUrl: 'https://www.eurotalc.example/',
    logoUrl: 'https://www.eurotalc.example/images/mail-logo.png',
    legal: {
      registeredOffice: 'Leoben',
      registerNumber: 'FN 123456 a',
      registerCourt: 'Landesgericht Leoben',
      vatId: 'ATU12345678',
      managingDirectors: 'Maria Huber',
    },
  },
}

/** A draft in the layout, with the brand in the draft's language. */
const render = (draft: MailDraft): OutgoingMail => renderMail(draft, BRAND[draft.locale])

/** The text part without the footer (after the usual signature separator). */
const messageText = (mail: OutgoingMail) => mail.text.split('\n\n-- \n')[0]!

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
    id: 42,
    createdAt: '2026-03-10T09:00:00.000Z',
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
      application: 'PP bumper compound',
      grade: 'Not sure yet',
    },
  },
  'contact-sales': {
    id: 43,
    createdAt: '2026-03-11T09:00:00.000Z',
    type: 'contact-sales',
    name: NAME,
    email: EMAIL,
    fields: { ...PERSON, market: 'Paper', query: 'Prices for 20 t of HTP 05?' },
  },
  'general-enquiries': {
    id: 44,
    createdAt: '2026-03-12T09:00:00.000Z',
    type: 'general-enquiries',
    name: NAME,
    email: EMAIL,
    fields: { ...PERSON, query: 'Do you visit trade fairs?' },
  },
  'contact-us': {
    id: 45,
    createdAt: '2026-03-13T09:00:00.000Z',
    type: 'contact-us',
    name: NAME,
    email: EMAIL,
    fields: { ...PERSON, query: 'Please call me back.' },
  },
  'team-form': {
    id: 46,
    createdAt: '2026-03-14T09:00:00.000Z',
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
    id: 7,
    createdAt: '2026-12-31T23:30:00.000Z',
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
  const drafts: Array<[string, MailDraft, string[]]> = [
    [
      'registration for moderators',
      registrationForModerators(
        ['mod@eurotalc.example'],
        MEMBER,
        'https://e.example/admin/m/1',
        locale,
      ),
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
      (status): [string, MailDraft, string[]] => [
        `registered again (${status})`,
        registeredAgain(locale, EMAIL, NAME, status, {
          login: 'https://e.example/?login',
          contact: 'https://e.example/contacts',
        }),
        [NAME],
      ],
    ),
    ...ENQUIRY_TYPES.map((type): [string, MailDraft, string[]] => [
      `enquiry for staff (${type})`,
      enquiryForStaff(
        ['sales@eurotalc.example'],
        ENQUIRIES[type],
        'https://e.example/admin/e/9',
        locale,
      ),
      [NAME, EMAIL, 'https://e.example/admin/e/9', 'ENQ-'],
    ]),
    ...ENQUIRY_TYPES.map((type): [string, MailDraft, string[]] => [
      `enquiry received (${type})`,
      enquiryReceived(locale, EMAIL, ENQUIRIES[type]),
      [NAME, EMAIL, 'ENQ-'],
    ]),
    ...[true, false].map((safetyDataSheet): [string, MailDraft, string[]] => [
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
        locale,
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
  return drafts.map(([label, draft, values]) => [label, render(draft), values])
}

/** The HTML part's message (between header and footer) read as text: paragraphs apart. */
function htmlAsText(html: string): string {
  const body = html.slice(html.indexOf('<!-- message -->'), html.indexOf('<!-- /message -->'))
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

/** The HTML part's footer (after the message). */
const htmlFooter = (html: string) => html.slice(html.indexOf('<!-- /message -->'))

describe.each(['en', 'de'] as const)('every mail template (%s)', (locale) => {
  const messages = { en, de }[locale].mail

  it.each(rendered(locale).map(([label, mail, values]) => [label, mail, values] as const))(
    '%s: placeholders filled, every value shown, HTML and text say the same',
    (_label, mail, values) => {
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part).not.toMatch(/\{[a-zA-Z]+\}/)
      for (const value of values) expect(mail.text).toContain(value)
      expect(htmlAsText(mail.html)).toBe(messageText(mail))
      // Values are escaped in the HTML part: a name cannot add markup.
      expect(mail.html).not.toContain('<Walk>')
      expect(mail.html).toContain(`<html lang="${locale}">`)
      expect(mail.language).toBe(locale)
      // The closing ends the message, then the footer follows.
      expect(messageText(mail).endsWith(messages.signature)).toBe(true)
    },
  )

  it.each(rendered(locale).map(([label, mail]) => [label, mail] as const))(
    '%s: every link comes right after the sentence (or label) that introduces it',
    (_label, mail) => {
      const paragraphs = messageText(mail).split('\n\n')
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

  it.each(rendered(locale).map(([label, mail]) => [label, mail] as const))(
    '%s: in the one layout, the brand as text, the logo, the company footer',
    (_label, mail) => {
      const brand = BRAND[locale]
      // The header: the brand as a text link to the site (readable with images blocked), the
      // logo beside it without alternative text of its own.
      expect(mail.html).toContain(
        `<a href="${brand.siteUrl}" style="color:#00418c;text-decoration:none;font-size:22px;font-weight:bold"><img src="${brand.logoUrl}" width="32" height="32" alt=""`,
      )
      expect(mail.html).toMatch(/<span style="vertical-align:middle">EuroTalc<\/span><\/a>/)
      const footer = htmlFooter(mail.html)
      const imprint = { en, de }[locale].imprint
      for (const part of [
        '<strong>EuroTalc GmbH</strong> · <a href="https://www.eurotalc.example/" style="color:#4a4a4a">www.eurotalc.example</a><br>Industriestraße 5<br>8700 Leoben, ',
        `${imprint.phone}: +43 3842 123 450`,
        `${imprint.email}: <a href="mailto:office@eurotalc.example"`,
        `${imprint.registeredOffice}: Leoben`,
        `${imprint.registerNumber}: FN 123456 a, ${brand.legal.registerCourt}`,
        `${imprint.vatId}: ATU12345678`,
        `${imprint.managingDirectors}: Maria Huber`,
      ])
        expect(footer, part).toContain(part)
      // The text part has the same footer after the signature separator.
      const textFooter = mail.text.split('\n\n-- \n')[1]!
      expect(textFooter.split('\n')).toEqual([
        'EuroTalc GmbH · www.eurotalc.example',
        'Industriestraße 5',
        brand.address.split('\n')[1],
        `${imprint.phone}: +43 3842 123 450 · ${imprint.email}: office@eurotalc.example`,
        `${imprint.registeredOffice}: Leoben · ${imprint.registerNumber}: FN 123456 a, ${brand.legal.registerCourt} · ${imprint.vatId}: ATU12345678 · ${imprint.managingDirectors}: Maria Huber`,
      ])
    },
  )

  it('states each link of the update notice right after its sentence, in text and HTML', () => {
    const notice = NOTICE[locale]
    const t = messages.revisionNotice
    const mail = render(
      revisionNotice(locale, EMAIL, 'Walter Walk', { ...notice, safetyDataSheet: true }),
    )
    const paragraphs = messageText(mail).split('\n\n')
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
  )(
    '%s: greets the person by name, then starts a new paragraph as the language writes it',
    (_label, mail) => {
      const [greeting, next] = mail.text.split('\n\n')
      expect(greeting).toBe(messages.greeting.replace('{name}', NAME))
      expect(greeting!.endsWith(',')).toBe(true)
      // English: the next sentence starts with a capital letter ("Dear Anna Berger," / "Your
      // account …"). German: after the comma in lower case, but "Sie" and "Ihr" keep theirs.
      if (locale === 'en') expect(next![0]).toMatch(/[A-Z]/)
      else expect(next).toMatch(/^([a-zäöü]|Sie\b|Ihr(e|er|es|em|en)?\b)/)
    },
  )

  it('closes as the language does', () => {
    const mail = render(registrationReceived(locale, EMAIL, NAME))
    expect(messageText(mail).endsWith(messages.signature)).toBe(true)
    expect(messages.signature).toBe(
      locale === 'en'
        ? 'Kind regards,\nThe EuroTalc team'
        : 'Mit freundlichen Grüßen\nIhr EuroTalc-Team',
    )
    expect(mail.html).toContain(
      locale === 'en'
        ? '<p>Kind regards,<br>The EuroTalc team</p>'
        : '<p>Mit freundlichen Grüßen<br>Ihr EuroTalc-Team</p>',
    )
  })

  it.each(ENQUIRY_TYPES)(
    'staff mail of %s: the name in subject and text, the reference, every field under its form label',
    (type) => {
      const enquiry = ENQUIRIES[type]
      const mail = render(
        enquiryForStaff(['staff@eurotalc.example'], enquiry, 'https://e.example/a', locale),
      )
      const labels = { en, de }[locale].enquiry.fields as Record<string, string>
      expect(mail.subject).toContain(NAME)
      expect(mail.subject).not.toMatch(/:\s*$/)
      expect(mail.text).toMatch(new RegExp(`^Name: ${NAME}$`, 'm'))
      const block = mail.text.split('\n\n')[1]!.split('\n')
      expect(block[0]).toBe(
        `${messages.enquiry.reference}: ENQ-${type === 'job-response' ? '2027-00007' : `2026-000${enquiry.id}`}`,
      )
      // Every line of the fields has a label and a value (no empty "Name:").
      for (const line of block) expect(line).toMatch(/^[^:]+: \S/)
      // No raw field name: neither a key of the stored fields nor any camelCase word.
      for (const key of Object.keys(enquiry.fields))
        expect(mail.text).not.toMatch(new RegExp(`^${key}:`, 'm'))
      expect(mail.text).not.toMatch(/^[a-z]+[A-Z][A-Za-z]*:/m)
      const own = { en, de }[locale].mail.enquiry.labels
      const added = type === 'job-response' ? ['jobTitle', 'jobReference', 'fileName'] : []
      // Shown in the staff's words (their tests below).
      const translated = ['country', 'grade']
      for (const [key, value] of Object.entries(enquiry.fields)) {
        if (['firstName', 'lastName', 'job', ...added, ...translated].includes(key) || !value)
          continue
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

  it("names the country and the sample's 'not sure yet' in the staff mail's language", () => {
    const mail = render(
      enquiryForStaff(
        ['s@eurotalc.example'],
        ENQUIRIES['request-a-sample'],
        'https://e.example/a',
        locale,
      ),
    )
    const lines = mail.text.split('\n')
    expect(lines).toContain(locale === 'en' ? 'Country: Austria' : 'Land: Österreich')
    expect(lines).toContain(locale === 'en' ? 'Grade: Not sure yet' : 'Sorte: Noch nicht sicher')
    expect(mail.text).not.toMatch(/: AT$/m)
  })

  it("names the registering member's country in the moderators' mail ('Graz, Austria')", () => {
    const mail = render(
      registrationForModerators(['m@eurotalc.example'], MEMBER, 'https://e.example/m', locale),
    )
    expect(mail.text.split('\n')).toContain(locale === 'en' ? 'Graz, Austria' : 'Graz, Österreich')
    expect(mail.text).not.toMatch(/, AT$/m)
  })

  it.each(ENQUIRY_TYPES)(
    "confirmation of %s: lists what was sent in the sender's language and gives the reference",
    (type) => {
      const enquiry = ENQUIRIES[type]
      const mail = render(enquiryReceived(locale, EMAIL, enquiry))
      expect(mail.replyTo).toBeUndefined()
      const paragraphs = messageText(mail).split('\n\n')
      const intro = paragraphs.indexOf(messages.enquiryReceived.sent)
      expect(intro).toBeGreaterThan(0)
      const sent = paragraphs[intro + 1]!.split('\n')
      expect(sent[0]).toBe(`${messages.enquiry.labels.name}: ${NAME}`)
      expect(sent).toContain(`${messages.enquiry.labels.email}: ${EMAIL}`)
      for (const line of sent) expect(line).toMatch(/^[^:]+: \S/)
      const labels = { en, de }[locale].enquiry.fields as Record<string, string>
      for (const key of ['company', 'query', 'theme', 'text', 'introduction', 'application'])
        if (key in enquiry.fields) expect(sent).toContain(`${labels[key]}: ${enquiry.fields[key]}`)
      if ('country' in enquiry.fields)
        expect(sent).toContain(locale === 'en' ? 'Country: Austria' : 'Land: Österreich')
      const reference = type === 'job-response' ? 'ENQ-2027-00007' : `ENQ-2026-000${enquiry.id}`
      expect(paragraphs[intro + 2]!.split('\n')[0]).toBe(
        messages.enquiryReceived.reference.replace('{reference}', reference),
      )
      expect(mail.html).toContain(reference)
    },
  )

  it('thanks an applicant for the application, naming the job, and others for their enquiry', () => {
    const application = render(enquiryReceived(locale, EMAIL, ENQUIRIES['job-response']))
    const enquiry = render(enquiryReceived(locale, EMAIL, ENQUIRIES['contact-sales']))
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
    const mail = render(
      memberApproved(
        locale,
        EMAIL,
        'Walter Walk',
        'YDQT-WAAi-2oxN-cgSM',
        'https://eurotalc.example/?login',
        7,
      ),
    )
    const text = mail.text.split('\n\n')
    expect(text[0]).toMatch(/Walter Walk/)
    expect(text[1]).toMatch(/walter@example\.com.*:$/)
    expect(text[2]).toBe('YDQT-WAAi-2oxN-cgSM')

    const html = mail.html.split('\n').filter((line) => line.startsWith('<p'))
    expect(html[1]).toMatch(/walter@example\.com.*:<\/p>$/)
    expect(html[2]).toMatch(/<strong>YDQT-WAAi-2oxN-cgSM<\/strong>/)
  })
})

describe('the layout', () => {
  const draft = registrationReceived('en', EMAIL, 'Walter Walk')

  it('shows the brand as text alone when there is no logo', () => {
    const mail = renderMail(draft, { ...BRAND.en, logoUrl: null })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toMatch(/font-weight:bold"><span style="vertical-align:middle">EuroTalc</)
  })

  it('leaves out what the settings leave empty, and escapes what they hold', () => {
    const mail = renderMail(draft, {
      ...BRAND.en,
      companyName: 'Talc & <Co>',
      address: '',
      phone: '',
      legal: {
        registeredOffice: '',
        registerNumber: '',
        registerCourt: 'Court "A"',
        vatId: '',
        managingDirectors: '',
      },
    })
    const footer = htmlFooter(mail.html)
    expect(footer).toContain('<strong>Talc &amp; &lt;Co&gt;</strong> · <a href=')
    // The court goes with the register number, as on the data sheet's letterhead.
    expect(footer).toContain('Commercial register number: Court &quot;A&quot;')
    expect(footer).not.toContain('Phone')
    expect(footer).not.toContain('VAT ID')
    expect(footer).not.toContain('<Co>')
    expect(mail.text.split('\n\n-- \n')[1]).toBe(
      'Talc & <Co> · www.eurotalc.example\nE-mail: office@eurotalc.example\nCommercial register number: Court "A"',
    )
  })

  it("keeps the staff's language the site's default language", () => {
    expect(STAFF_LOCALE).toBe('en')
    const mail = render(
      enquiryForStaff(['s@e.example'], ENQUIRIES['contact-us'], 'https://e.example/a'),
    )
    expect(mail.language).toBe('en')
  })
})

describe('Reply-To of the staff mails', () => {
  it.each(ENQUIRY_TYPES)('%s: a reply goes to the sender', (type) => {
    const mail = render(enquiryForStaff(['s@e.example'], ENQUIRIES[type], 'https://e.example/a'))
    expect(mail.replyTo).toEqual({ name: 'Walter Walk & Söhne', address: EMAIL })
  })

  it('is left out for an address that is none, and never carries a header of its own', () => {
    for (const address of [
      'walter@example.com\r\nBcc: victim@example.com',
      'walter@example.com\nBcc: victim@example.com',
      'walter@example.com, victim@example.com',
      'Walter <walter@example.com>',
      '"walter"@example.com',
      'walter@example',
      '',
    ])
      expect(mailAddress('Walter', address), JSON.stringify(address)).toBeNull()
    const mail = render(
      enquiryForStaff(
        ['s@e.example'],
        { ...ENQUIRIES['contact-us'], email: 'walter@example.com\r\nBcc: victim@example.com' },
        'https://e.example/a',
      ),
    )
    expect(mail.replyTo).toBeUndefined()
  })

  it('takes the name without line breaks, quotes or angle brackets', () => {
    expect(mailAddress('Walter\r\nBcc: victim@example.com', EMAIL)).toEqual({
      name: 'Walter Bcc: victim@example.com',
      address: EMAIL,
    })
    expect(mailAddress('"Walter" <Walk>\u2028', EMAIL)).toEqual({
      name: 'Walter Walk',
      address: EMAIL,
    })
    expect(mailAddress('  ', ' walter@example.com ')).toEqual({ name: '', address: EMAIL })
  })
})
