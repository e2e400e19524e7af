'use client'

import { Fragment, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'

import { CAPTCHA_FIELD } from '@/lib/captcha'
import {
  CAPTCHA_CONSENT_KEY,
  CAPTCHA_CONSENT_VALUE,
  GOOGLE_PRIVACY_URL,
  GOOGLE_TERMS_URL,
  RECAPTCHA_ACTION,
  RECAPTCHA_ONLOAD,
  type RecaptchaMode,
  type RecaptchaPublicConfig,
  recaptchaConfigProblem,
  recaptchaRunsOnSend,
  recaptchaScriptUrl,
  splitPlaceholders,
} from '@/lib/recaptcha'

import { CAPTCHA_SOLVE_EVENT } from './captcha-events'

export type RecaptchaTexts = {
  verifying: string
  verified: string
  failedToLoad: string
  failedToExecute: string
  notice: string
  privacyLink: string
  termsLink: string
  remember: string
  load: string
  loading: string
  needed: string
  legal: string
  noKey: string
  noVersion: string
}

/** Google's script API (base `grecaptcha`, or `grecaptcha.enterprise`), as far as we use it. */
type Grecaptcha = {
  ready?: (callback: () => void) => void
  render: (container: HTMLElement, parameters: Record<string, unknown>) => number
  execute: (
    widgetOrSiteKey?: number | string,
    options?: { action: string },
  ) => PromiseLike<string> | void
  reset: (widgetId?: number) => void
}
type RecaptchaWindow = {
  grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha }
  [RECAPTCHA_ONLOAD]?: () => void
}

const LOAD_TIMEOUT_MS = 15_000
const EXECUTE_TIMEOUT_MS = 15_000

let loading: { url: string; promise: Promise<Grecaptcha> } | null = null

/** Loads Google's script once per page; rejects on a load error or after 15 s. */
function loadRecaptcha(url: string, mode: RecaptchaMode): Promise<Grecaptcha> {
  if (loading?.url === url) return loading.promise
  const w = window as unknown as RecaptchaWindow
  const script = document.createElement('script')
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer)
      script.remove()
      if (loading?.promise === promise) loading = null
      reject(error)
    }
    const timer = setTimeout(() => fail(new Error('reCAPTCHA script timed out')), LOAD_TIMEOUT_MS)
    w[RECAPTCHA_ONLOAD] = () => {
      clearTimeout(timer)
      const api = mode === 'enterprise' ? w.grecaptcha?.enterprise : w.grecaptcha
      if (api) resolve(api)
      else fail(new Error('reCAPTCHA script has no API'))
    }
    script.onerror = () => fail(new Error('reCAPTCHA script failed to load'))
  })
  loading = { url, promise }
  script.src = url
  script.async = true
  script.id = 'recaptcha-script'
  document.head.appendChild(script)
  return promise
}

function rememberedConsent(): boolean {
  try {
    return window.localStorage.getItem(CAPTCHA_CONSENT_KEY) === CAPTCHA_CONSENT_VALUE
  } catch {
    return false
  }
}

const subscribeNothing = () => () => undefined

/** Text with `{privacy}` and `{terms}` as links to Google's pages. */
function WithLinks({ text, texts }: { text: string; texts: RecaptchaTexts }) {
  return splitPlaceholders(text, ['privacy', 'terms']).map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <a
        key={index}
        href={part.name === 'privacy' ? GOOGLE_PRIVACY_URL : GOOGLE_TERMS_URL}
        target="_blank"
        rel="noopener noreferrer"
      >
        {part.name === 'privacy' ? texts.privacyLink : texts.termsLink}
      </a>
    ),
  )
}

type Phase = 'loading' | 'ready' | 'verifying' | 'verified' | 'failedToLoad' | 'failedToExecute'

/**
 * Google reCAPTCHA in the forms' 302 px robot-check area (SPEC §7, §8), loaded only after the
 * visitor's click (two-click solution; ARCHITECTURE.md: nothing from Google before consent).
 * Until then the area says who provides the check, with a button to load it and a box to
 * remember the choice on this device (local storage `captcha-consent`).
 *
 * v2 (normal, compact): Google's checkbox; the visitor ticks it. v2 invisible and v3: the token is
 * fetched when the form is sent (action `submit`). The token goes with the form in the hidden
 * field `altcha`, as ALTCHA's does. The SPEC §8 errors appear in the area (role=alert): no key
 * provided, no version provided, failed to load script, failed to execute. `data-state` names
 * the state for tests: consent, loading, ready, verifying, verified, noKey, noVersion,
 * failedToLoad, failedToExecute.
 */
export function RecaptchaField({
  id,
  config,
  texts,
  serverError,
}: {
  id: string
  config: RecaptchaPublicConfig
  texts: RecaptchaTexts
  serverError?: string
}) {
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const remembered = useSyncExternalStore(subscribeNothing, rememberedConsent, () => false)
  const [clicked, setClicked] = useState(false)
  const consented = remembered || clicked
  const [phase, setPhase] = useState<Phase>('loading')
  const [attempt, setAttempt] = useState(0)
  const [token, setToken] = useState('')
  const [needed, setNeeded] = useState(false)
  const area = useRef<HTMLDivElement>(null)
  const holder = useRef<HTMLDivElement>(null)
  const rememberBox = useRef<HTMLInputElement>(null)
  const api = useRef<Grecaptcha | null>(null)
  const widget = useRef<number | null>(null)
  /** The visitor pressed send before the check had passed: send once it has. */
  const sendWhenDone = useRef(false)

  const problem = recaptchaConfigProblem(config)
  const siteKey = config.siteKey ?? ''
  const version = config.version ?? 2
  const onSend = recaptchaRunsOnSend({ version, size: config.size })

  /** A token arrived: keep it, and send the form if the visitor was waiting for it. */
  const accept = useCallback((value: string) => {
    setTimeout(() => {
      flushSync(() => {
        setToken(value)
        setNeeded(false)
        setPhase('verified')
      })
      if (sendWhenDone.current) {
        sendWhenDone.current = false
        area.current?.closest('form')?.requestSubmit()
      }
    }, 0)
  }, [])

  const execute = useCallback(() => {
    const grecaptcha = api.current
    if (!grecaptcha) return
    setPhase('verifying')
    const failed = () => {
      sendWhenDone.current = false
      setPhase('failedToExecute')
    }
    try {
      if (version === 3) {
        const run = () => {
          const timer = setTimeout(failed, EXECUTE_TIMEOUT_MS)
          Promise.resolve(grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION }))
            .then((value) => {
              clearTimeout(timer)
              if (typeof value === 'string' && value) accept(value)
              else failed()
            })
            .catch(() => {
              clearTimeout(timer)
              failed()
            })
        }
        if (grecaptcha.ready) grecaptcha.ready(run)
        else run()
      } else if (widget.current !== null) {
        // v2 invisible: Google calls the widget's callback with the token (after a puzzle, maybe).
        Promise.resolve(grecaptcha.execute(widget.current)).catch(failed)
      } else {
        failed()
      }
    } catch {
      failed()
    }
  }, [accept, siteKey, version])

  // After consent: load the script; v2 renders Google's widget into our holder.
  useEffect(() => {
    if (!mounted || !consented || problem) return
    let cancelled = false
    let rendered: HTMLDivElement | null = null
    loadRecaptcha(
      recaptchaScriptUrl({ mode: config.mode, version, siteKey, language: config.language }),
      config.mode,
    )
      .then((grecaptcha) => {
        if (cancelled) return
        api.current = grecaptcha
        if (version === 2) {
          // A fresh element per render: Google refuses to render twice into the same one.
          rendered = document.createElement('div')
          holder.current?.appendChild(rendered)
          try {
            widget.current = grecaptcha.render(rendered, {
              sitekey: siteKey,
              size: config.size,
              ...(config.mode === 'enterprise' ? { action: RECAPTCHA_ACTION } : {}),
              callback: (value: string) => accept(value),
              'expired-callback': () => {
                setToken('')
                setPhase('ready')
              },
              'error-callback': () => {
                sendWhenDone.current = false
                setPhase('failedToExecute')
              },
            })
          } catch {
            setPhase('failedToExecute')
            return
          }
        }
        setPhase('ready')
        if (sendWhenDone.current && onSend) execute()
      })
      .catch(() => {
        if (cancelled) return
        sendWhenDone.current = false
        setPhase('failedToLoad')
      })
    return () => {
      cancelled = true
      rendered?.remove()
      api.current = null
      widget.current = null
    }
  }, [
    accept,
    attempt,
    config.language,
    config.mode,
    config.size,
    consented,
    execute,
    mounted,
    onSend,
    problem,
    siteKey,
    version,
  ])

  // The form asks for a token when it is sent without one; a sent token is spent.
  useEffect(() => {
    const form = area.current?.closest('form')
    if (!form) return
    const onSolve = () => {
      if (problem) return
      sendWhenDone.current = true
      if (!consented) {
        setNeeded(true)
        area.current?.querySelector<HTMLButtonElement>('button')?.focus()
        return
      }
      let phaseNow = phase
      if (phase === 'failedToExecute') {
        // Another try: Google's widget starts afresh (or is rendered again if that failed).
        if (version === 2 && widget.current === null) {
          setPhase('loading')
          setAttempt((n) => n + 1)
          return
        }
        if (api.current && widget.current !== null) {
          try {
            api.current.reset(widget.current)
          } catch {
            // the widget is gone; execute reports the failure again
          }
        }
        phaseNow = 'ready'
        setPhase('ready')
      }
      if (phaseNow === 'ready' && onSend) {
        execute()
      } else if (phaseNow === 'ready') {
        setNeeded(true)
      }
    }
    const spent = () => {
      if (!token) return
      setTimeout(() => {
        setToken('')
        if (api.current && widget.current !== null) {
          try {
            api.current.reset(widget.current)
          } catch {
            // the widget is gone; a new one comes with the next render
          }
        }
        setPhase(api.current ? 'ready' : 'loading')
      }, 0)
    }
    form.addEventListener(CAPTCHA_SOLVE_EVENT, onSolve)
    form.addEventListener('submit', spent)
    return () => {
      form.removeEventListener(CAPTCHA_SOLVE_EVENT, onSolve)
      form.removeEventListener('submit', spent)
    }
  }, [consented, execute, mounted, onSend, phase, problem, token, version])

  if (!mounted) return null

  const load = () => {
    if (rememberBox.current?.checked) {
      try {
        window.localStorage.setItem(CAPTCHA_CONSENT_KEY, CAPTCHA_CONSENT_VALUE)
      } catch {
        // private mode: the choice holds for this page only
      }
    }
    setClicked(true)
    setPhase('loading')
    setAttempt((n) => n + 1)
    area.current?.focus()
  }

  const state = problem ?? (consented ? phase : 'consent')
  const error =
    problem === 'noKey'
      ? texts.noKey
      : problem === 'noVersion'
        ? texts.noVersion
        : phase === 'failedToLoad' && consented
          ? texts.failedToLoad
          : phase === 'failedToExecute' && consented
            ? texts.failedToExecute
            : serverError
  const status = problem
    ? ''
    : needed
      ? texts.needed
      : !consented
        ? ''
        : phase === 'loading'
          ? texts.loading
          : phase === 'verifying'
            ? texts.verifying
            : phase === 'verified'
              ? texts.verified
              : ''
  const offerLoad = !problem && (!consented || phase === 'failedToLoad')

  return (
    <div
      ref={area}
      className="captcha captcha--recaptcha"
      data-provider="recaptcha"
      data-version={config.version ?? undefined}
      data-mode={config.mode}
      data-state={state}
      data-invalid={error ? 'true' : undefined}
      tabIndex={-1}
    >
      <input type="hidden" name={CAPTCHA_FIELD} value={token} />
      {config.hideBadge ? <style>{'.grecaptcha-badge{visibility:hidden}'}</style> : null}
      {offerLoad && !consented ? (
        <>
          <p className="captcha__notice">
            <WithLinks text={texts.notice} texts={texts} />
          </p>
          <div className="check">
            <input id={`${id}-remember`} ref={rememberBox} type="checkbox" />
            <label htmlFor={`${id}-remember`}>{texts.remember}</label>
          </div>
        </>
      ) : null}
      {offerLoad ? (
        <button type="button" id={id} className="button captcha__load" onClick={load}>
          {texts.load}
        </button>
      ) : null}
      {/* Google's checkbox goes in here (React renders no children into it). */}
      <div ref={holder} className="captcha__widget" hidden={!consented || Boolean(problem)} />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p id={`${id}-status`} className="captcha__status" aria-live="polite">
        {status}
      </p>
      {config.hideBadge ? (
        <p className="captcha__legal">
          <WithLinks text={texts.legal} texts={texts} />
        </p>
      ) : null}
    </div>
  )
}
