import { describe, expect, it } from 'vitest'

import de from '../../../messages/de.json'
import en from '../../../messages/en.json'

import { fieldErrors } from '@/features/accounts/accounts'
import {
  ATTACHMENT_MAX_BYTES,
  attachmentProblem,
  ENQUIRY_SCHEMAS,
  ENQUIRY_TYPES,
  enquiryFields,
  type EnquiryType,
  GRADE_NOT_SURE,
} from './enquiries'

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
    application: 'PP bumper compound, 20 % talc',
    grade: 'not-sure',
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
  'job-response': {
    firstName: 'Lena',
    lastName: 'Vogt',
    email: 'Lena.Vogt@Example.com',
    introduction: 'I am a process engineer with ten years in mineral processing.',
    job: 'process-engineer-m-f-d',
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
      'application',
      'grade',
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

  it('asks the sample request for the application and the grade', () => {
    const fields = enquiryFields('request-a-sample')
    expect(fields.filter((f) => ['application', 'grade'].includes(f.name))).toEqual([
      { name: 'application', kind: 'text', required: true },
      { name: 'grade', kind: 'grade', required: true },
    ])
    const sample = VALID['request-a-sample']
    expect(errorsOf('request-a-sample', { ...sample, application: ' ', grade: '' })).toEqual({
      application: ['required'],
      grade: ['select'],
    })
    expect(errorsOf('request-a-sample', { ...sample, application: 'x'.repeat(201) })).toEqual({
      application: ['tooLong'],
    })
    // A grade by its slug (checked against the published grades by the server), or "not sure".
    expect(errorsOf('request-a-sample', { ...sample, grade: 'eurotalc-p-12' })).toEqual({})
    expect(errorsOf('request-a-sample', { ...sample, grade: GRADE_NOT_SURE })).toEqual({})
    expect(errorsOf('request-a-sample', { ...sample, grade: '../p 12' })).toEqual({
      grade: ['select'],
    })
    expect(ENQUIRY_SCHEMAS['request-a-sample'].parse(sample)).toMatchObject({
      application: 'PP bumper compound, 20 % talc',
      grade: 'not-sure',
    })
    // Labelled in both languages, like every field of the form.
    for (const messages of [en, de]) {
      expect(messages.enquiry.fields.application).toBeTruthy()
      expect(messages.enquiry.fields.grade).toBeTruthy()
      expect(messages.enquiry.chooseGrade).toBeTruthy()
      expect(messages.enquiry.gradeNotSure).toBeTruthy()
    }
    expect(de.enquiry.fields.application).not.toBe(en.enquiry.fields.application)
    expect(de.enquiry.gradeNotSure).not.toBe(en.enquiry.gradeNotSure)
  })

  it('takes a job response with name, e-mail, self-introduction and the opening', () => {
    expect(enquiryFields('job-response').map((f) => [f.name, f.kind])).toEqual([
      ['firstName', 'text'],
      ['lastName', 'text'],
      ['email', 'email'],
      ['introduction', 'textarea'],
      ['job', 'hidden'],
    ])
    expect(errorsOf('job-response', { ...VALID['job-response'], introduction: ' ' })).toEqual({
      introduction: ['writeSomething'],
    })
    // The mails greet the applicant by name.
    expect(errorsOf('job-response', { ...VALID['job-response'], firstName: '' })).toHaveProperty(
      'firstName',
    )
    // The opening comes from the page: anything but an id is a tampered form.
    expect(errorsOf('job-response', { ...VALID['job-response'], job: '../admin' })).toEqual({
      job: ['invalidForm'],
    })
  })
})

describe('job response file (SPEC §5: at most 2 MB, xls, xlsx, doc, docx or pdf)', () => {
  const file = (name: string, size = 1000) => ({ name, size })

  it.each(['cv.pdf', 'CV.PDF', 'letter.doc', 'letter.docx', 'grades.xls', 'grades.xlsx'])(
    'accepts %s by name and size',
    (name) => expect(attachmentProblem(file(name))).toBeNull(),
  )

  it.each([
    [null, 'fileRequired'],
    [file('', 0), 'fileRequired'],
    [file('cv.exe'), 'fileType'],
    [file('cv.pdf.exe'), 'fileType'],
    [file('cv.exe.pdf'), 'fileType'],
    [file('cv.html.pdf'), 'fileType'],
    [file('cv.docm'), 'fileType'],
    [file('cv'), 'fileType'],
    [file('.pdf'), 'fileType'],
    [file('cv\u0000.pdf'), 'fileType'],
    [file('cv.pdf', 0), 'fileEmpty'],
    [file('cv.pdf', ATTACHMENT_MAX_BYTES + 1), 'fileTooLarge'],
    [file(`${'a'.repeat(197)}.pdf`), 'fileName'],
  ] as const)('refuses %j with %s', (input, problem) => {
    expect(attachmentProblem(input)).toBe(problem)
  })

  it('takes exactly 2 MB and a name of 200 characters', () => {
    expect(attachmentProblem(file('cv.pdf', ATTACHMENT_MAX_BYTES))).toBeNull()
    expect(attachmentProblem(file(`${'a'.repeat(196)}.pdf`))).toBeNull()
  })

  it('has every file message in English and German', () => {
    for (const key of [
      'fileRequired',
      'fileEmpty',
      'fileTooLarge',
      'fileType',
      'fileName',
      'fileContent',
    ] as const) {
      expect(en.account.errors[key]).toBeTruthy()
      expect(de.account.errors[key]).toBeTruthy()
      expect(de.account.errors[key]).not.toBe(en.account.errors[key])
    }
    expect(en.enquiry.jobDoneTitle).toBe('Awesome!')
    expect(en.enquiry.jobDoneText).toBe('Your application has been sent')
  })
})
