'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_FIELD, makeCaptchaToken } from '@/lib/captcha'
import type { RobotCheckConfig } from '@/lib/recaptcha'

import { CAPTCHA_SOLVE_EVENT } from './captcha-events'
import type { RecaptchaTexts } from './recaptcha-field'

/**
 * Google's check only where it is configured: its chunk is not part of every form's (ADR 0015).
 * Rendered in place like the form around it (no loading state).
 */
const RecaptchaField = dynamic(() => import('./recaptcha-field').then((m) => m.RecaptchaField))

/** The proof-of-work solver, loaded as the visitor starts working in the form (ADR 0015). */
const loadSolver = () =>
  Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]).then(
    ([{ solveChallenge }, { deriveKey }]) => ({ solveChallenge, deriveKey }),
  )

export { CAPTCHA_SOLVE_EVENT }

const subscribeNothing = () => () => undefined

type State = 'idle' | 'verifying' | 'verified' | 'failedToLoad' | 'failedToExecute'

type AltchaTexts = {
  label: string
  verifying: string
  verified: string
  failedToLoad: string
  failedToExecute: string
}

/**
 * The robot-check area of a form: the configured provider's widget (the server decides, see
 * `robotCheckConfig`). Both hand their token over in the hidden field `altcha` (CAPTCHA_FIELD).
 */
export function CaptchaField({
  config,
  ...props
}: {
  config: RobotCheckConfig
  id: string
  texts: AltchaTexts & RecaptchaTexts
  serverError?: string
}) {
  return config.provider === 'recaptcha' ? (
    <RecaptchaField config={config} {...props} />
  ) : (
    <AltchaField {...props} />
  )
}

/**
 * The robot-check area of a form (SPEC §2.5, §9: 302 px wide), self-hosted ALTCHA: the browser
 * fetches a challenge and computes its proof of work (about a second), starting as soon as the
 * visitor works in the form, so it is usually done before they send. The token goes with the
 * form in the hidden field `altcha`. Shown only with JavaScript; without it the server applies
 * its tighter no-script limit instead.
 */
function AltchaField({
  id,
  texts,
  serverError,
}: {
  id: string
  texts: AltchaTexts
  serverError?: string
}) {
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const [state, setState] = useState<State>('idle')
  const [token, setToken] = useState('')
  const area = useRef<HTMLDivElement>(null)
  const running = useRef<Promise<string> | null>(null)

  const solve = useCallback((): Promise<string> => {
    if (running.current) return running.current
    setState('verifying')
    const job = (async () => {
      let challenge: Record<string, unknown>
      let solver: Awaited<ReturnType<typeof loadSolver>>
      try {
        const [response, loaded] = await Promise.all([
          fetch(CAPTCHA_CHALLENGE_PATH, { cache: 'no-store' }),
          loadSolver(),
        ])
        if (!response.ok) throw new Error(String(response.status))
        challenge = (await response.json()) as Record<string, unknown>
        solver = loaded
      } catch (error) {
        setState('failedToLoad')
        throw error
      }
      try {
        const { solveChallenge, deriveKey } = solver
        const solution = await solveChallenge({ challenge: challenge as never, deriveKey })
        if (!solution) throw new Error('no solution')
        const made = makeCaptchaToken({ challenge, solution: solution as never })
        setToken(made)
        setState('verified')
        return made
      } catch (error) {
        setState('failedToExecute')
        throw error
      }
    })()
    running.current = job
    job
      .catch(() => undefined)
      .finally(() => {
        running.current = null
      })
    return job
  }, [])

  useEffect(() => {
    const form = area.current?.closest('form')
    if (!form) return
    const start = () => {
      if (!token && !running.current) void solve().catch(() => undefined)
    }
    const onSolve = () => {
      solve()
        .then(() => setTimeout(() => form.requestSubmit(), 0))
        .catch(() => undefined)
    }
    // A token counts once: after a send (whatever the answer) the next send gets a new one.
    const spent = () => {
      if (!token) return
      setTimeout(() => {
        setToken('')
        setState('idle')
      }, 0)
    }
    form.addEventListener('focusin', start)
    form.addEventListener(CAPTCHA_SOLVE_EVENT, onSolve)
    form.addEventListener('submit', spent)
    // The visitor began typing before the page came alive: their focus is already in the form.
    if (form.contains(document.activeElement)) start()
    return () => {
      form.removeEventListener('focusin', start)
      form.removeEventListener(CAPTCHA_SOLVE_EVENT, onSolve)
      form.removeEventListener('submit', spent)
    }
  }, [mounted, solve, token])

  if (!mounted) return null
  const problem =
    state === 'failedToLoad'
      ? texts.failedToLoad
      : state === 'failedToExecute'
        ? texts.failedToExecute
        : serverError
  return (
    <div
      ref={area}
      className="captcha"
      data-provider="altcha"
      data-state={state}
      data-invalid={problem ? 'true' : undefined}
    >
      <input type="hidden" name={CAPTCHA_FIELD} value={token} />
      <div className="check">
        <input
          id={id}
          type="checkbox"
          checked={state === 'verified'}
          disabled={state === 'verifying' || state === 'verified'}
          aria-describedby={`${id}-status`}
          onChange={() => void solve().catch(() => undefined)}
        />
        <label htmlFor={id}>{texts.label}</label>
      </div>
      <p
        id={`${id}-status`}
        className={problem ? 'field__error' : 'captcha__status'}
        aria-live="polite"
      >
        {problem ??
          (state === 'verifying' ? texts.verifying : state === 'verified' ? texts.verified : '')}
      </p>
    </div>
  )
}
