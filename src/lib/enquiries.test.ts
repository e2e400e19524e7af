import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import { fieldErrors } from './accounts'
import { ENQUIRY_SCHEMAS, ENQUIRY_TYPES, enquiryFields, type EnquiryType } from './enquiries'

const person = {
  firstName: 'Lena',
  lastName: 'Vogt',
  company: 'Keramik Vogt KG',
  jobTitle: 'Buyer',
  email: 'Lena.Vogt@Example.com ',
  phone: '+49 30 123456',
  country: 'DE',
  terms: true,
  information: false,
}

const VALID: Record<EnquiryType, Record<string, unknown>> = {
  'request-a-sample': {
    ...person,
    address: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    market: 'Plastics',
  },
  'contact-sales': { ...person, market: 'Paper', query: 'Prices for 20 t of HTP 05?' },
  'general-enquiries': { ...person, query: 'Do you visit trade fairs?' },
  'contact-us': { ...person, query: 'Please call me back.' },
  'team-form': {
    firstName: 'Lena',
    lastName: 'Vogt',
    email: 'lena@example.com',
    theme: 'Visit',
    text: 'Hello team',
    terms: true,
  },
}

const errorsOf = (type: EnquiryType, data: Record<string, unknown>) => {
  const result = ENQUIRY_SCHEMAS[type].safeParse(data)
  return result.success ? {} : fieldErrors(result.error)
}

describe('enquiry schemas (SPEC §3, §5)', () => {
  it.each(ENQUIRY_TYPES)('accepts a complete %s form and normalizes the e-mail', (type) => {
    const result = ENQUIRY_SCHEMAS[type].safeParse(VALID[type])
    expect(result.success).toBe(true)
    expect((result.data as { email: string }).email).toMatch(/^[a-z.]+@example\.com$/)
  })

  it.each(ENQUIRY_TYPES)(
    'refuses an empty %s form with a message for every required field',
    (type) => {
      const errors = errorsOf(type, {})
      const required = enquiryFields(type).filter((f) => f.required)
      for (const field of required) expect(errors[field.name], field.name).toBeDefined()
      expect(errors.terms).toEqual(['termsRequired'])
    },
  )

  it('gives the messages of SPEC §5', () => {
    const errors = errorsOf('contact-sales', {
      ...VALID['contact-sales'],
      firstName: '  ',
      email: 'lena@',
      country: 'XX',
      market: '',
      query: '',
    })
    expect(errors).toEqual({
      firstName: ['required'],
      email: ['emailInvalid'],
      country: ['chooseCountry'],
      market: ['select'],
      query: ['writeSomething'],
    })
    expect(en.account.errors.required).toBe('Please enter')
    expect(en.account.errors.select).toBe('Please select')
    expect(en.account.errors.chooseCountry).toBe('Choose country')
    expect(en.account.errors.emailInvalid).toBe('Invalid email')
    expect(en.account.errors.writeSomething).toBe('Write something')
    expect(de.account.errors.writeSomething).toBe('Schreiben Sie etwas')
  })

  it('keeps the second address line optional and bounds every text', () => {
    expect(
      errorsOf('request-a-sample', { ...VALID['request-a-sample'], address2: undefined }),
    ).toEqual({})
    expect(
      errorsOf('request-a-sample', { ...VALID['request-a-sample'], address2: 'x'.repeat(201) }),
    ).toEqual({
      address2: ['tooLong'],
    })
    expect(errorsOf('contact-us', { ...VALID['contact-us'], query: 'x'.repeat(5001) })).toEqual({
      query: ['tooLong'],
    })
  })

  it('lists the fields of SPEC §3 in order, general enquiries without a market', () => {
    expect(enquiryFields('request-a-sample').map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'company',
      'jobTitle',
      'address',
      'address2',
      'postalCode',
      'city',
      'country',
      'email',
      'phone',
      'market',
    ])
    expect(enquiryFields('general-enquiries').map((f) => f.name)).not.toContain('market')
    expect(enquiryFields('team-form').map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'email',
      'theme',
      'text',
    ])
  })
})
