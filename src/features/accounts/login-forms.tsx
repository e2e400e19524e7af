'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { accountCall } from '@/features/accounts/member-session'
import { TextField } from '@/components/forms/field'
import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import { forgotPasswordSchema, type MemberUser } from '@/features/accounts/accounts'
import { localizeHref } from '@/i18n/navigation'

import type { LoginView as View } from './login-view'
import { useText } from '@/components/shell/shell-text'

/**
 * The login dialog's forms (login, forgot password). Loaded when the dialog first opens: they
 * bring the shared zod schemas, which no page needs before that.
 */

/** 'auth.failed' → the `account.errors.auth.failed` text. */
function useErrorText() {
  const t = useText('account')
  return (key: string | undefined) => (key ? t(`errors.${key}`) : undefined)
}

function emailProblem(email: string): string | undefined {
  const parsed = forgotPasswordSchema.safeParse({ email })
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

/** The e-mail field of both forms: checked when it loses focus; typing clears its error. */
function EmailField({
  id,
  inputRef,
  value,
  error,
  onChange,
  onError,
}: {
  id: string
  inputRef: React.Ref<HTMLInputElement>
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onError: (key: string | undefined) => void
}) {
  const t = useText('account')
  const errorText = useErrorText()
  return (
    <TextField
      ref={inputRef}
      id={id}
      data-autofocus
      name="email"
      type="email"
      autoComplete="username"
      label={t('login.email')}
      required
      value={value}
      error={errorText(error)}
      onChange={(event) => {
        onChange(event.target.value)
        onError(undefined)
      }}
      onBlur={() => value && onError(emailProblem(value))}
    />
  )
}

export function LoginForm({
  locale,
  onForgot,
  onDone,
}: {
  locale: Locale
  onForgot: () => void
  onDone: (view: View, user?: MemberUser) => void
}) {
  const t = useText('account')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [emailError, setEmailError] = useState<string>()
  // '' marks the field invalid without a text of its own (a refused login: the text is at the
  // e-mail field); a key shows that text under it.
  const [passwordError, setPasswordError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const errorText = useErrorText()

  useEffect(() => emailRef.current?.focus(), [])

  // Always enabled (WCAG 3.3.1): a button that stays disabled while a field is empty
  // says nothing about why; sent with a field empty, the form says which one.
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = emailProblem(email)
    if (problem || !password) {
      setEmailError(problem)
      setPasswordError(password ? undefined : 'passwordRequired')
      ;(problem ? emailRef : passwordRef).current?.focus()
      return
    }
    setBusy(true)
    const answer = await accountCall('/login', { email, password }, locale, { freshToken: true })
    setBusy(false)
    if (answer.status === 200 && answer.data) {
      onDone('success', answer.data as unknown as MemberUser)
      return
    }
    if (answer.message === 'Not Moderated') {
      onDone('notModerated')
      return
    }
    // SPEC §8: the server's errors under the e-mail field; the password field turns red too.
    setEmailError(answer.errors?.email?.[0] ?? (answer.status === 0 ? 'network' : 'auth.failed'))
    setPasswordError('')
    emailRef.current?.focus()
  }

  return (
    <form className="dialog-form" noValidate onSubmit={submit}>
      <EmailField
        id="login-email"
        inputRef={emailRef}
        value={email}
        error={emailError}
        onChange={(value) => {
          setEmail(value)
          setPasswordError((key) => (key === '' ? undefined : key))
        }}
        onError={setEmailError}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('login.password')}
        required
        ref={passwordRef}
        value={password}
        error={passwordError === '' ? '' : errorText(passwordError)}
        onChange={(event) => {
          setPassword(event.target.value)
          setPasswordError(undefined)
        }}
      />
      <p className="dialog-form__aside">
        <button type="button" className="link-button" onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </p>
      <div className="dialog-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('login.sending') : t('login.submit')}
        </button>
        <NavLink href={localizeHref('/register', locale)} className="button">
          {t('login.register')}
        </NavLink>
      </div>
    </form>
  )
}

export function ForgotForm({
  locale,
  onBack,
  onDone,
}: {
  locale: Locale
  onBack: () => void
  onDone: () => void
}) {
  const t = useText('account')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)

  useEffect(() => emailRef.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = emailProblem(email)
    if (problem) {
      setError(problem)
      emailRef.current?.focus()
      return
    }
    setBusy(true)
    const answer = await accountCall('/forgot-password', { email }, locale, { freshToken: true })
    setBusy(false)
    // Asked again too soon: say so at the field. Any other outcome, failures included, shows
    // the done view (SPEC §4), which says the same whether or not the address has an account.
    if (answer.status === 429) {
      setError(answer.errors?.email?.[0] ?? 'passwords.throttled')
      return
    }
    if (answer.status !== 200) console.error('[forgot-password] failed', answer.status)
    onDone()
  }

  return (
    <form className="dialog-form" noValidate onSubmit={submit}>
      <p>{t('forgot.text')}</p>
      <EmailField
        id="forgot-email"
        inputRef={emailRef}
        value={email}
        error={error}
        onChange={setEmail}
        onError={setError}
      />
      <div className="dialog-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('login.sending') : t('forgot.submit')}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {t('forgot.back')}
        </button>
      </div>
    </form>
  )
}
