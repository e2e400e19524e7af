'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { accountCall, readStoredUser, refreshUser, storeUser } from '@/components/account/session'
import { TextField } from '@/components/forms/field'
import { Modal } from '@/components/ui/modal'
import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import { forgotPasswordSchema, type MemberUser } from '@/lib/accounts'
import { localizeHref } from '@/lib/nav-href'
import { OPEN_LOGIN_EVENT } from '@/lib/navigation-events'

import { Icon } from './icons'
import { useText } from './shell-text'

type View = 'login' | 'forgot' | 'forgotDone' | 'notModerated' | 'success'

/** How long the success block shows before the dialog closes. */
const SUCCESS_MS = 1200

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

function LoginForm({
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
  const [passwordInvalid, setPasswordInvalid] = useState(false)
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)

  useEffect(() => emailRef.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = emailProblem(email)
    if (problem) {
      setEmailError(problem)
      emailRef.current?.focus()
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
    setPasswordInvalid(true)
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
          setPasswordInvalid(false)
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
        value={password}
        error={passwordInvalid ? '' : undefined}
        onChange={(event) => {
          setPassword(event.target.value)
          setPasswordInvalid(false)
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
          disabled={!email || !password || busy}
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

function ForgotForm({
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
          disabled={!email || busy}
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

/**
 * The login dialog (SPEC §2.5, §2.6, §4): `?login` in the address opens it, closing removes the
 * parameter, and an `openLogin` event opens it from anywhere. Views: login form, forgot-password
 * form, its done view, the not-approved view and the success block. It also keeps the stored
 * user in step with the server at first load.
 */
export function LoginHost({ locale }: { locale: Locale }) {
  const t = useText('account')
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const open = params.has('login')
  const [view, setView] = useState<View>('login')
  const [seenOpen, setSeenOpen] = useState(open)
  // Every opening starts at the login form.
  if (seenOpen !== open) {
    setSeenOpen(open)
    if (open) setView('login')
  }

  // SPEC §4: the stored user is checked with the server at first load; a failure clears it.
  // Visitors without a stored user make no call (nothing to check, and no 401 on every page).
  useEffect(() => {
    if (readStoredUser()) void refreshUser()
  }, [])

  useEffect(() => {
    // The page keeps its own query (a search, a download tab); `login` joins it.
    const onOpen = () => {
      const next = new URLSearchParams(window.location.search)
      next.set('login', '')
      router.push(`${pathname}?${next.toString().replace(/login=(&|$)/, 'login$1')}`, {
        scroll: false,
      })
    }
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen)
  }, [router, pathname])

  const close = () => {
    const rest = new URLSearchParams(params)
    rest.delete('login')
    const query = rest.toString()
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false })
  }

  const onLoggedIn = (user: MemberUser) => {
    storeUser(user)
    setView('success')
    window.setTimeout(() => {
      // SPEC §4: with a temporary password the member goes to the personal area.
      if (user.temp_password === 'y') router.push(localizeHref('/personal', locale))
      else close()
    }, SUCCESS_MS)
  }

  const title = {
    login: t('login.title'),
    forgot: t('forgot.title'),
    forgotDone: t('forgot.doneTitle'),
    notModerated: t('login.notApprovedTitle'),
    success: t('login.title'),
  }[view]

  return (
    <Modal open={open} onClose={close} labelledBy="login-dialog-title" className="login-dialog">
      <div className="login-dialog__body">
        <div className="login-dialog__head">
          <h2 id="login-dialog-title">{title}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('login.close')}</span>
          </button>
        </div>
        {view === 'login' ? (
          <LoginForm
            locale={locale}
            onForgot={() => setView('forgot')}
            onDone={(next, user) => (next === 'success' && user ? onLoggedIn(user) : setView(next))}
          />
        ) : null}
        {view === 'forgot' ? (
          <ForgotForm
            locale={locale}
            onBack={() => setView('login')}
            onDone={() => setView('forgotDone')}
          />
        ) : null}
        {view === 'forgotDone' || view === 'notModerated' ? (
          <div className="dialog-message" role="status">
            <p>{view === 'forgotDone' ? t('forgot.doneText') : t('login.notApprovedText')}</p>
            <div className="dialog-actions">
              {/* autoFocus: the view replaced the form, so focus moves to its one action. */}
              <button type="button" className="button button--primary" onClick={close} autoFocus>
                {view === 'forgotDone' ? t('forgot.ok') : t('login.ok')}
              </button>
            </div>
          </div>
        ) : null}
        {view === 'success' ? (
          <p className="dialog-success" role="status">
            <Icon name="user-check" /> {t('login.success')}
          </p>
        ) : null}
      </div>
    </Modal>
  )
}
