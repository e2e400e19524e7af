// @vitest-environment happy-dom
/**
 * The reCAPTCHA widget in a DOM (happy-dom, which the lexical editor already brings along): no
 * request to Google before the click, then the script's address, the token in the hidden field,
 * the send once it has passed, and the SPEC §8 errors. Google's script is never fetched: the
 * test catches the <script> element and plays Google's part (`onRecaptchaLoad`, `grecaptcha`).
 */
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { RecaptchaPublicConfig } from '@/lib/recaptcha'

import en from '../../../messages/en.json'

import { CAPTCHA_SOLVE_EVENT } from './captcha-events'
import { RecaptchaField, type RecaptchaTexts } from './recaptcha-field'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const texts = en.enquiry.captcha as RecaptchaTexts
const V3: RecaptchaPublicConfig = {
  provider: 'recaptcha',
  siteKey: 'site-key',
  version: 3,
  mode: 'base',
  language: 'de',
  hideBadge: true,
  size: 'normal',
}

type Google = Window & { grecaptcha?: unknown; onRecaptchaLoad?: () => void }
const google = window as unknown as Google

let scripts: HTMLScriptElement[] = []
beforeEach(() => {
  scripts = []
  const append = document.head.appendChild.bind(document.head)
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node)
      return node
    }
    return append(node)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  localStorage.clear()
  google.grecaptcha = undefined
})

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))

function mount(config: RecaptchaPublicConfig) {
  const form = document.createElement('form')
  document.body.appendChild(form)
  act(() => createRoot(form).render(createElement(RecaptchaField, { id: 'rc', config, texts })))
  const area = () => form.querySelector<HTMLElement>('.captcha')!
  const token = () => form.querySelector<HTMLInputElement>('input[name="altcha"]')!.value
  const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined)
  return { form, area, token, submit }
}

describe('RecaptchaField', () => {
  it('v3: asks first, loads after the click, fetches the token on send and sends', async () => {
    const { form, area, token, submit } = mount(V3)
    expect(area().dataset.state).toBe('consent')
    expect(scripts).toHaveLength(0)
    expect(area().textContent).toContain(
      'This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.',
    )
    expect(document.querySelector('style')?.textContent).toBe(
      '.grecaptcha-badge{visibility:hidden}',
    )

    // Send before consent: the area says so and the focus goes to the button.
    await act(async () => void form.dispatchEvent(new Event(CAPTCHA_SOLVE_EVENT)))
    expect(area().textContent).toContain(texts.needed)
    expect(document.activeElement?.textContent).toBe('Load robot check')
    expect(scripts).toHaveLength(0)

    area().querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true
    await act(async () => area().querySelector('button')!.click())
    expect(localStorage.getItem('captcha-consent')).toBe('recaptcha')
    expect(area().dataset.state).toBe('loading')
    expect(scripts.map((s) => s.src)).toEqual([
      'https://www.google.com/recaptcha/api.js?onload=onRecaptchaLoad&render=site-key&hl=de',
    ])

    const execute = vi.fn(async () => 'token-1')
    google.grecaptcha = {
      ready: (run: () => void) => run(),
      execute,
      render: vi.fn(),
      reset: vi.fn(),
    }
    await act(async () => google.onRecaptchaLoad!())
    await settle()
    // The visitor had pressed send: the token is fetched and the form goes out.
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'submit' })
    expect(area().dataset.state).toBe('verified')
    expect(token()).toBe('token-1')
    expect(submit).toHaveBeenCalledTimes(1)

    // A sent token is spent.
    await act(async () => void form.dispatchEvent(new Event('submit')))
    await settle()
    expect(token()).toBe('')
    expect(area().dataset.state).toBe('ready')

    execute.mockRejectedValueOnce(new Error('Google says no'))
    await act(async () => void form.dispatchEvent(new Event(CAPTCHA_SOLVE_EVENT)))
    await settle()
    expect(area().dataset.state).toBe('failedToExecute')
    expect(area().querySelector('[role="alert"]')?.textContent).toBe(texts.failedToExecute)
    expect(submit).toHaveBeenCalledTimes(1)

    // Send again: a new try, and the form goes out once it passes.
    execute.mockResolvedValueOnce('token-3')
    await act(async () => void form.dispatchEvent(new Event(CAPTCHA_SOLVE_EVENT)))
    await settle()
    expect(execute).toHaveBeenCalledTimes(3)
    expect(area().dataset.state).toBe('verified')
    expect(area().querySelector('[role="alert"]')).toBeNull()
    expect(token()).toBe('token-3')
    expect(submit).toHaveBeenCalledTimes(2)
  })

  it('v2: after Google’s error, sending again starts the checkbox afresh or renders it again', async () => {
    localStorage.setItem('captcha-consent', 'recaptcha')
    const { form, area, token, submit } = mount({ ...V3, version: 2, hideBadge: false })
    await settle()
    const reset = vi.fn()
    const render = vi
      .fn<(element: HTMLElement, parameters: Record<string, unknown>) => number>()
      .mockImplementationOnce(() => {
        throw new Error('Google cannot render')
      })
      .mockImplementation(() => 3)
    google.grecaptcha = { render, execute: vi.fn(), reset }
    await act(async () => google.onRecaptchaLoad!())
    await settle()
    expect(area().dataset.state).toBe('failedToExecute')

    // Send: the widget is rendered again (the script is not fetched again).
    await act(async () => void form.dispatchEvent(new Event(CAPTCHA_SOLVE_EVENT)))
    await settle()
    expect(scripts).toHaveLength(1)
    expect(render).toHaveBeenCalledTimes(2)
    expect(area().dataset.state).toBe('ready')

    // Google's error callback (e.g. the network went), then send: the checkbox is reset.
    const parameters = render.mock.calls[1]![1]
    await act(async () => (parameters['error-callback'] as () => void)())
    expect(area().dataset.state).toBe('failedToExecute')
    await act(async () => void form.dispatchEvent(new Event(CAPTCHA_SOLVE_EVENT)))
    expect(reset).toHaveBeenCalledWith(3)
    expect(area().dataset.state).toBe('ready')
    expect(area().textContent).toContain(texts.needed)
    await act(async () => (parameters.callback as (value: string) => void)('token-4'))
    await settle()
    expect(token()).toBe('token-4')
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('v2 (Enterprise, remembered choice): loads at once, renders the checkbox, retries a failed load', async () => {
    localStorage.setItem('captcha-consent', 'recaptcha')
    const { form, area, token, submit } = mount({
      ...V3,
      version: 2,
      mode: 'enterprise',
      hideBadge: false,
      size: 'compact',
    })
    await settle()
    expect(area().dataset.state).toBe('loading')
    expect(scripts.at(-1)?.src).toBe(
      'https://www.google.com/recaptcha/enterprise.js?onload=onRecaptchaLoad&render=explicit&hl=de',
    )
    expect(area().querySelector('.captcha__legal')).toBeNull()

    await act(async () => scripts.at(-1)!.onerror!(new Event('error')))
    expect(area().dataset.state).toBe('failedToLoad')
    expect(area().querySelector('[role="alert"]')?.textContent).toBe(texts.failedToLoad)
    await act(async () => area().querySelector('button')!.click())
    expect(scripts).toHaveLength(2)

    const render = vi.fn<(element: HTMLElement, parameters: Record<string, unknown>) => number>(
      () => 7,
    )
    google.grecaptcha = { enterprise: { render, execute: vi.fn(), reset: vi.fn() } }
    await act(async () => google.onRecaptchaLoad!())
    await settle()
    expect(area().dataset.state).toBe('ready')
    const [element, parameters] = render.mock.calls[0]!
    expect(area().contains(element)).toBe(true)
    expect(parameters).toMatchObject({ sitekey: 'site-key', size: 'compact', action: 'submit' })

    // Send without the tick: asked to tick; the tick sends.
    await act(async () => void form.dispatchEvent(new Event(CAPTCHA_SOLVE_EVENT)))
    expect(area().textContent).toContain(texts.needed)
    expect(submit).not.toHaveBeenCalled()
    await act(async () => (parameters.callback as (value: string) => void)('token-2'))
    await settle()
    expect(token()).toBe('token-2')
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('shows "no key provided" and "no version provided" and loads nothing', () => {
    const noKey = mount({ ...V3, siteKey: null })
    expect(noKey.area().dataset.state).toBe('noKey')
    expect(noKey.area().querySelector('[role="alert"]')?.textContent).toBe(texts.noKey)
    expect(noKey.area().querySelector('button')).toBeNull()
    const noVersion = mount({ ...V3, version: null })
    expect(noVersion.area().dataset.state).toBe('noVersion')
    expect(noVersion.area().querySelector('[role="alert"]')?.textContent).toBe(texts.noVersion)
    expect(scripts).toHaveLength(0)
  })
})
