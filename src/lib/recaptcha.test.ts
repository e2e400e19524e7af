import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import {
  recaptchaConfigProblem,
  recaptchaRunsOnSend,
  recaptchaScriptUrl,
  splitPlaceholders,
} from './recaptcha'

describe('recaptchaScriptUrl', () => {
  it('loads api.js for v2 with explicit rendering, our onload callback and the language', () => {
    const url = new URL(
      recaptchaScriptUrl({ mode: 'base', version: 2, siteKey: 'site-key', language: 'de' }),
    )
    expect(url.origin + url.pathname).toBe('https://www.google.com/recaptcha/api.js')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      onload: 'onRecaptchaLoad',
      render: 'explicit',
      hl: 'de',
    })
  })

  it('loads v3 with its site key as `render`, and enterprise.js in Enterprise mode', () => {
    const v3 = new URL(
      recaptchaScriptUrl({ mode: 'base', version: 3, siteKey: 'k/ey&1', language: 'en-GB' }),
    )
    expect(v3.pathname).toBe('/recaptcha/api.js')
    expect(v3.searchParams.get('render')).toBe('k/ey&1')
    expect(v3.searchParams.get('hl')).toBe('en-GB')

    const enterprise = new URL(
      recaptchaScriptUrl({ mode: 'enterprise', version: 2, siteKey: 'key', language: 'en' }),
    )
    expect(enterprise.pathname).toBe('/recaptcha/enterprise.js')
    expect(enterprise.searchParams.get('render')).toBe('explicit')
  })

  it('leaves out `hl` without a language', () => {
    const url = new URL(
      recaptchaScriptUrl({ mode: 'base', version: 2, siteKey: 'key', language: '' }),
    )
    expect(url.searchParams.has('hl')).toBe(false)
  })
})

describe('recaptchaConfigProblem (SPEC §8)', () => {
  it('names a missing key first, then a missing version', () => {
    expect(recaptchaConfigProblem({ siteKey: null, version: 2 })).toBe('noKey')
    expect(recaptchaConfigProblem({ siteKey: '', version: null })).toBe('noKey')
    expect(recaptchaConfigProblem({ siteKey: 'key', version: null })).toBe('noVersion')
    expect(recaptchaConfigProblem({ siteKey: 'key', version: 4 as never })).toBe('noVersion')
    expect(recaptchaConfigProblem({ siteKey: 'key', version: 2 })).toBeNull()
    expect(recaptchaConfigProblem({ siteKey: 'key', version: 3 })).toBeNull()
  })
})

describe('recaptchaRunsOnSend', () => {
  it('shows a checkbox for v2 normal and compact; runs on send for v2 invisible and v3', () => {
    expect(recaptchaRunsOnSend({ version: 2, size: 'normal' })).toBe(false)
    expect(recaptchaRunsOnSend({ version: 2, size: 'compact' })).toBe(false)
    expect(recaptchaRunsOnSend({ version: 2, size: 'invisible' })).toBe(true)
    expect(recaptchaRunsOnSend({ version: 3, size: 'normal' })).toBe(true)
  })
})

describe('splitPlaceholders', () => {
  it('cuts the named placeholders out and keeps other braces as text', () => {
    expect(splitPlaceholders('a {privacy} and {terms} apply.', ['privacy', 'terms'])).toEqual([
      'a ',
      { name: 'privacy' },
      ' and ',
      { name: 'terms' },
      ' apply.',
    ])
    expect(splitPlaceholders('{privacy}', ['privacy'])).toEqual([{ name: 'privacy' }])
    expect(splitPlaceholders('x {other} y {terms}', ['terms'])).toEqual([
      'x {other} y ',
      { name: 'terms' },
    ])
    expect(splitPlaceholders('plain', ['terms'])).toEqual(['plain'])
  })
})

describe('the robot check texts', () => {
  const keys = [
    'notice',
    'privacyLink',
    'termsLink',
    'remember',
    'load',
    'loading',
    'needed',
    'legal',
    'noKey',
    'noVersion',
    'failedToLoad',
    'failedToExecute',
  ] as const

  it('exist in English and German, and differ', () => {
    for (const key of keys) {
      expect(en.enquiry.captcha[key], key).toBeTruthy()
      expect(de.enquiry.captcha[key], key).toBeTruthy()
      expect(de.enquiry.captcha[key], key).not.toBe(en.enquiry.captcha[key])
    }
  })

  it('carry Google’s required wording and the links', () => {
    expect(en.enquiry.captcha.legal).toBe(
      'This site is protected by reCAPTCHA and the Google {privacy} and {terms} apply.',
    )
    expect(en.enquiry.captcha.privacyLink).toBe('Privacy Policy')
    expect(en.enquiry.captcha.termsLink).toBe('Terms of Service')
    for (const messages of [en, de]) {
      expect(messages.enquiry.captcha.legal).toContain('{privacy}')
      expect(messages.enquiry.captcha.legal).toContain('{terms}')
      expect(messages.enquiry.captcha.notice).toContain('{privacy}')
      expect(messages.enquiry.captcha.notice).toContain('Google')
    }
    expect(en.enquiry.captcha.noKey).toContain('no key provided')
    expect(en.enquiry.captcha.noVersion).toContain('no version provided')
  })
})
