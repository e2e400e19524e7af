import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { submittedFieldKeys, submittedFields } from './submitted-fields'
import { SubmittedFieldsField } from './submitted-fields-field'

/** A sample request's fields as submitEnquiry stores them (consents apart, the grade by name). */
const SAMPLE = {
  firstName: 'Lena',
  lastName: 'Vogt',
  company: 'Keramik Vogt KG',
  jobTitle: 'Buyer',
  address: 'Hauptstraße 1',
  address2: '',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  email: 'lena.vogt@example.com',
  phone: '+49 30 123456',
  market: 'Plastics',
  application: 'PP bumper compound',
  grade: 'HTP 05',
}

/** A job response: the form's fields, then the opening and the file the site adds. */
const JOB = {
  firstName: 'Jonas',
  lastName: 'Berg',
  email: 'jonas@example.com',
  introduction: 'Ten years in the lab.\nAvailable from May.',
  job: 'lab-technician',
  jobReference: 'LAB-7',
  jobTitle: 'Lab technician',
  fileName: 'cv.pdf',
}

const pairs = (type: string, fields: unknown, language: 'en' | 'de') =>
  submittedFields(type, fields, language).map(({ label, value }) => [label, value])

describe("an enquiry's submitted fields, as staff read them", () => {
  it('lists each field under its form label in English, in the form order, empty ones left out', () => {
    expect(pairs('request-a-sample', SAMPLE, 'en')).toEqual([
      ['First name', 'Lena'],
      ['Last name', 'Vogt'],
      ['Company', 'Keramik Vogt KG'],
      ['Job title', 'Buyer'],
      ['Postal address', 'Hauptstraße 1'],
      ['ZIP/postal code', '10115'],
      ['City', 'Berlin'],
      ['Country', 'Germany (DE)'],
      ['E-mail', 'lena.vogt@example.com'],
      ['Phone', '+49 30 123456'],
      ['Market', 'Plastics'],
      ['Application', 'PP bumper compound'],
      ['Grade', 'HTP 05'],
    ])
  })

  it('speaks German in the German admin, the country by its German name', () => {
    expect(pairs('request-a-sample', SAMPLE, 'de')).toEqual([
      ['Vorname', 'Lena'],
      ['Nachname', 'Vogt'],
      ['Firma', 'Keramik Vogt KG'],
      ['Position', 'Buyer'],
      ['Postanschrift', 'Hauptstraße 1'],
      ['PLZ', '10115'],
      ['Ort', 'Berlin'],
      ['Land', 'Deutschland (DE)'],
      ['E-Mail', 'lena.vogt@example.com'],
      ['Telefon', '+49 30 123456'],
      ['Markt', 'Plastics'],
      ['Anwendung', 'PP bumper compound'],
      ['Sorte', 'HTP 05'],
    ])
  })

  it("names a job response's opening, reference and file, not its slug or the sender's job title", () => {
    expect(pairs('job-response', JOB, 'en')).toEqual([
      ['First name', 'Jonas'],
      ['Last name', 'Berg'],
      ['E-mail', 'jonas@example.com'],
      ['Self-introduction', 'Ten years in the lab.\nAvailable from May.'],
      ['Opening', 'Lab technician'],
      ['Reference', 'LAB-7'],
      ['Attached file', 'cv.pdf'],
    ])
    expect(pairs('job-response', JOB, 'de')).toEqual([
      ['Vorname', 'Jonas'],
      ['Nachname', 'Berg'],
      ['E-Mail', 'jonas@example.com'],
      ['Kurze Vorstellung', 'Ten years in the lab.\nAvailable from May.'],
      ['Stelle', 'Lab technician'],
      ['Kennziffer', 'LAB-7'],
      ['Angehängte Datei', 'cv.pdf'],
    ])
  })

  it('still shows a field no form knows (an older form), in words, with any kind of value', () => {
    const fields = {
      email: 'old@example.com',
      query: 'Hello',
      heardFrom: 'Trade fair',
      callback_wanted: true,
      volumes: { year: 2025, tonnes: 20 },
    }
    expect(pairs('contact-us', fields, 'en')).toEqual([
      ['E-mail', 'old@example.com'],
      ['Your query', 'Hello'],
      ['Heard from', 'Trade fair'],
      ['Callback wanted', 'Yes'],
      ['Volumes', '{"year":2025,"tonnes":20}'],
    ])
    expect(pairs('contact-us', fields, 'de')).toContainEqual(['Callback wanted', 'Ja'])
    // A form the site no longer has: every field, by its words.
    expect(pairs('price-list', { wantedBy: 'May' }, 'de')).toEqual([['Wanted by', 'May']])
    expect(pairs('contact-us', null, 'en')).toEqual([])
  })

  it('renders as a list of label and value in the edit view, as text, never as code', () => {
    const render = (language: 'en' | 'de', fields: unknown) =>
      renderToStaticMarkup(
        createElement(SubmittedFieldsField, {
          data: { type: 'contact-sales', fields },
          field: {
            name: 'fields',
            type: 'json',
            label: { en: 'Submitted fields', de: 'Übermittelte Felder' },
          },
          i18n: { language, fallbackLanguage: 'en' },
          path: 'fields',
        } as never),
      )
    const fields = { ...SAMPLE, query: 'Prices for <20 t>?\nThanks' }
    const en = render('en', fields)
    expect(en).toContain('Submitted fields')
    expect(en).toContain('<dt style="font-weight:600">Your query</dt>')
    // Escaped and with its line break kept (pre-wrap), not as JSON.
    expect(en).toContain('Prices for &lt;20 t&gt;?\nThanks</dd>')
    expect(en).not.toContain('{&quot;')
    const de = render('de', fields)
    expect(de).toContain('Übermittelte Felder')
    expect(de).toContain('<dt style="font-weight:600">Ihre Anfrage</dt>')
    expect(de).toContain('<dt style="font-weight:600">Markt</dt><dd')
    expect(render('de', {})).toContain('Es wurden keine Felder übermittelt.')
  })
})

describe('the CSV columns of the submitted fields', () => {
  const own = new Set(['firstName', 'lastName', 'company', 'email'])

  it("are the fields of the forms among the rows, in one order, the sender's own columns apart", () => {
    expect(
      submittedFieldKeys(
        [
          { type: 'contact-sales', fields: { query: 'x' } },
          { type: 'job-response', fields: JOB },
        ],
        own,
      ),
    ).toEqual([
      'jobTitle',
      'country',
      'phone',
      'market',
      'query',
      'introduction',
      'opening',
      'jobReference',
      'fileName',
    ])
  })

  it("add an older form's field that holds a value, after the known ones", () => {
    expect(
      submittedFieldKeys(
        [
          {
            type: 'team-form',
            fields: { theme: 'Visit', text: 'Hi', heardFrom: 'Fair', empty: '' },
          },
        ],
        own,
      ),
    ).toEqual(['theme', 'text', 'heardFrom'])
  })
})
