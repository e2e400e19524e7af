'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import type { z } from 'zod'

import { errorText, focusFirstError, SelectField, TextField } from '@/components/forms/field'
import { FormNotice } from '@/components/forms/form-notice'
import { useText } from '@/components/shell/shell-text'
import { type Locale, LOCALE_NAMES, LOCALES } from '@/i18n/locales'
import { useLazyValidation } from '@/components/forms/lazy-validation'
import {
  type FieldErrors,
  fieldErrors,
  type MemberUser,
  USER_CHANGE_EVENT,
} from '@/lib/account-constants'
import type { CountryOption } from '@/lib/countries'
import { formatLongDate } from '@/lib/dates'
import { localizeHref } from '@/i18n/navigation'
import { OPEN_LOGIN_EVENT, PAGE_TRANSITION } from '@/lib/navigation-events'

import { MyDocuments } from '@/features/documents/my-documents-list'
import { MyEnquiries } from '@/features/enquiries/my-enquiries'

type AccountSchemas = typeof import('@/features/accounts/accounts')
/** The schemas, with zod: loaded when the member starts filling a form in (ADR 0015). */
const loadSchemas = () => import('@/features/accounts/accounts')

import {
  type AccountAnswer,
  accountCall,
  logout,
  readStoredUser,
  refreshUser,
  storeUser,
} from '@/features/accounts/member-session'

/**
 * A message of the area and where it shows: beside the form it answers, so that a
 * member scrolled down to that form sees it (it takes focus and comes into view); 'top' for the
 * e-mail link's answer, which comes with the page. `id` tells one showing from the next.
 */
type NoticePlace = 'top' | 'details' | 'password' | 'email'
type Notice = { place: NoticePlace; text: string; id: number }
const nextNotice =
  (place: NoticePlace, text: string) =>
  (current: Notice | null): Notice => ({ place, text, id: (current?.id ?? 0) + 1 })

type Status =
  | { kind: 'loading' }
  | { kind: 'anonymous' }
  | { kind: 'deleted'; message: string }
  | { kind: 'member'; user: MemberUser }

/**
 * One personal-area form's sending: checked in the browser with the server's schema, then sent
 * (same origin, XSRF); a 200 goes to `onDone`, an ended session opens the login, anything else
 * shows the server's field messages (or a network error under `fallbackField`), the first one
 * focused.
 */
function useAccountForm({
  schema,
  path,
  locale,
  fallbackField,
  onDone,
}: {
  /** The form's schema among the loaded ones. */
  schema: (schemas: AccountSchemas) => z.ZodType
  path: string
  locale: Locale
  fallbackField: string
  onDone: (answer: AccountAnswer, form: HTMLFormElement) => void
}) {
  const t = useText('account')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const validation = useLazyValidation(loadSchemas)
  const show = (form: HTMLFormElement, found: FieldErrors) => {
    setErrors(found)
    focusFirstError(form, found)
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const check = validation.check(event)
    event.preventDefault()
    if (check.status === 'later') return
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>
    const parsed =
      check.status === 'ready' ? schema(check.module).safeParse(data) : ({ success: true } as const)
    if (!parsed.success) return show(form, fieldErrors(parsed.error))
    setBusy(true)
    const answer = await accountCall(path, data, locale)
    setBusy(false)
    if (answer.status === 200) {
      setErrors({})
      return onDone(answer, form)
    }
    if (answer.status === 401) {
      storeUser(null)
      window.dispatchEvent(new Event(OPEN_LOGIN_EVENT))
      return
    }
    show(form, answer.errors ?? { [fallbackField]: [answer.status === 0 ? 'network' : 'required'] })
  }
  /** The form element's handlers: send, and load the schemas at the first focus or touch. */
  const handlers = {
    onSubmit: submit,
    onFocus: validation.preload,
    onPointerDown: validation.preload,
  }
  return { t, busy, handlers, error: (field: string) => errorText(t, errors, field) }
}

function PasswordForm({
  locale,
  temporary,
  notice,
  onChanged,
}: {
  locale: Locale
  /** The forced change after a temporary password: the old one is that temporary password. */
  temporary: boolean
  /** The answer to this form's last send, shown above its button. */
  notice: ReactNode
  onChanged: (user: MemberUser) => void
}) {
  const { t, busy, error, handlers } = useAccountForm({
    schema: (schemas) => schemas.passwordChangeSchema,
    path: '/api/v1/user/password',
    locale,
    fallbackField: 'old_password',
    onDone: (answer, form) => {
      form.reset()
      onChanged(answer.data?.user as MemberUser)
    },
  })

  return (
    <form className="site-form site-form--narrow" noValidate {...handlers}>
      <h2>{t('personal.passwordTitle')}</h2>
      {/* For password managers: whose password this is. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        defaultValue={readStoredUser()?.email ?? ''}
        hidden
        readOnly
      />
      <TextField
        id="personal-old-password"
        name="old_password"
        type="password"
        autoComplete="current-password"
        label={t(temporary ? 'personal.temporaryPassword' : 'personal.oldPassword')}
        required
        error={error('old_password')}
      />
      <TextField
        id="personal-new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('personal.newPassword')}
        hint={t('personal.passwordHint')}
        required
        minLength={10}
        error={error('password')}
      />
      <TextField
        id="personal-repeat-password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={t('personal.repeatPassword')}
        required
        error={error('password_confirmation')}
      />
      {notice}
      <div className="site-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('login.sending') : t('personal.save')}
        </button>
      </div>
    </form>
  )
}

const DETAIL_FIELDS = [
  { name: 'firstName', user: 'first_name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', user: 'last_name', autoComplete: 'family-name', type: 'text' },
  { name: 'company', user: 'company', autoComplete: 'organization', type: 'text' },
  { name: 'jobTitle', user: 'job_title', autoComplete: 'organization-title', type: 'text' },
  { name: 'phone', user: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'city', user: 'city', autoComplete: 'address-level2', type: 'text' },
] as const

/** "Your details": the member corrects name, company, position, phone, place, market, language. */
function DetailsForm({
  locale,
  user,
  countries,
  markets,
  marketNames,
  notice,
  onSaved,
}: {
  locale: Locale
  user: MemberUser
  countries: CountryOption[]
  markets: string[]
  marketNames: Record<string, string>
  /** The answer to this form's last send, shown above its button. */
  notice: ReactNode
  onSaved: (user: MemberUser, message: string) => void
}) {
  const { t, busy, error, handlers } = useAccountForm({
    schema: (schemas) => schemas.memberDetailsSchema,
    path: '/api/v1/user/details',
    locale,
    fallbackField: 'firstName',
    onDone: (answer) => onSaved(answer.data?.user as MemberUser, answer.message ?? ''),
  })
  // The member's market as this page names it (stored in the language they registered in);
  // one the list does not hold (renamed or removed since) stays choosable.
  const market = marketNames[user.market] ?? user.market
  const marketOptions = markets.includes(market) ? markets : [market, ...markets]

  return (
    <form
      className="site-form personal__details"
      noValidate
      {...handlers}
      aria-labelledby="personal-details-title"
    >
      <h2 id="personal-details-title">{t('personal.details')}</h2>
      <p>
        {t('personal.email')}: <strong>{user.email}</strong>
      </p>
      <div className="site-form__grid">
        {DETAIL_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`personal-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            label={t(`register.${field.name}`)}
            required
            requiredText={t('register.required')}
            defaultValue={user[field.user]}
            error={error(field.name)}
            maxLength={200}
          />
        ))}
        <SelectField
          id="personal-country"
          name="country"
          label={t('register.country')}
          required
          requiredText={t('register.required')}
          defaultValue={user.country}
          error={error('country')}
          autoComplete="country"
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="personal-market"
          name="market"
          label={t('register.market')}
          required
          requiredText={t('register.required')}
          defaultValue={market}
          error={error('market')}
        >
          {marketOptions.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="personal-language"
          name="language"
          label={t('personal.language')}
          required
          requiredText={t('register.required')}
          defaultValue={user.locale}
          error={error('language')}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LOCALE_NAMES[l][l]}
            </option>
          ))}
        </SelectField>
      </div>
      {notice}
      <div className="site-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('login.sending') : t('personal.saveDetails')}
        </button>
      </div>
    </form>
  )
}

/** "Change e-mail address": a link to the new address, which changes once it is opened. */
function EmailForm({
  locale,
  notice,
  onSent,
}: {
  locale: Locale
  /** The answer to this form's last send, shown above its button. */
  notice: ReactNode
  onSent: (message: string) => void
}) {
  const { t, busy, error, handlers } = useAccountForm({
    schema: (schemas) => schemas.emailChangeSchema,
    path: '/api/v1/user/email',
    locale,
    fallbackField: 'email',
    onDone: (answer, form) => {
      form.reset()
      onSent(String(answer.data?.message ?? ''))
    },
  })

  return (
    <form
      className="site-form site-form--narrow personal__email"
      noValidate
      {...handlers}
      aria-labelledby="personal-email-title"
    >
      <h2 id="personal-email-title">{t('personal.emailTitle')}</h2>
      <TextField
        id="personal-new-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('personal.newEmail')}
        required
        maxLength={254}
        error={error('email')}
      />
      <TextField
        id="personal-email-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('personal.emailPassword')}
        required
        error={error('password')}
      />
      {notice}
      <div className="site-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('login.sending') : t('personal.emailSend')}
        </button>
      </div>
    </form>
  )
}

/** "Delete my account", confirmed with the password; the area then says it is done. */
function DeleteAccountForm({
  locale,
  onDeleted,
}: {
  locale: Locale
  onDeleted: (message: string) => void
}) {
  const { t, busy, error, handlers } = useAccountForm({
    schema: (schemas) => schemas.accountDeletionSchema,
    path: '/api/v1/user/delete',
    locale,
    fallbackField: 'password',
    onDone: (answer) => onDeleted(answer.message ?? ''),
  })

  return (
    <form
      className="site-form site-form--narrow personal__delete"
      noValidate
      {...handlers}
      aria-labelledby="personal-delete-title"
    >
      <h2 id="personal-delete-title">{t('personal.deleteTitle')}</h2>
      <p>{t('personal.deleteText')}</p>
      <input
        type="text"
        name="username"
        autoComplete="username"
        defaultValue={readStoredUser()?.email ?? ''}
        hidden
        readOnly
      />
      <TextField
        id="personal-delete-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('personal.deletePassword')}
        required
        error={error('password')}
      />
      <div className="site-form__actions">
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy ? t('login.sending') : t('personal.deleteButton')}
        </button>
      </div>
    </form>
  )
}

/**
 * The personal area (SPEC §4): approved members only; anyone else gets the login. With a
 * temporary password only the password change is reachable; afterwards the member's details
 * and the logout.
 */
export function PersonalArea({
  locale,
  countries,
  markets,
  marketNames,
}: {
  locale: Locale
  countries: CountryOption[]
  markets: string[]
  /** Market names of the other language, with their names in this one. */
  marketNames: Record<string, string>
}) {
  const t = useText('account')
  const router = useRouter()
  const [status, setStatus] = useState<Status>({ kind: 'loading' })
  const [notice, setNotice] = useState<Notice | null>(null)
  const [savedDetails, setSavedDetails] = useState(0)
  const [linkInvalid, setLinkInvalid] = useState(false)

  useEffect(() => {
    let active = true
    // The link from an e-mail change: confirmed first (the token is the proof), then the
    // address loses it and the area shows what happened.
    const token = new URLSearchParams(window.location.search).get('email-token')
    const confirmed = token
      ? accountCall('/api/v1/user/email/confirm', { token }, locale).then((answer) => {
          window.history.replaceState(window.history.state, '', localizeHref('/personal', locale))
          if (!active) return
          if (answer.status === 200)
            setNotice(nextNotice('top', String(answer.data?.message ?? '')))
          else setLinkInvalid(true)
        })
      : Promise.resolve()
    void confirmed.then(refreshUser).then((user) => {
      if (!active) return
      setStatus(user ? { kind: 'member', user } : { kind: 'anonymous' })
      // SPEC §4: only for members; everyone else goes to the login (by address, so it works
      // whichever of the page's parts is ready first).
      if (!user) router.replace(`${localizeHref('/personal', locale)}?login`, { scroll: false })
    })
    // A login in the dialog while this page is open shows the area at once.
    const onChange = () => {
      const stored = readStoredUser()
      setStatus((current) =>
        stored
          ? { kind: 'member', user: stored }
          : current.kind === 'loading' || current.kind === 'deleted'
            ? current
            : { kind: 'anonymous' },
      )
    }
    window.addEventListener(USER_CHANGE_EVENT, onChange)
    return () => {
      active = false
      window.removeEventListener(USER_CHANGE_EVENT, onChange)
    }
  }, [router, locale])

  const noticeAt = (place: NoticePlace) =>
    notice?.place === place && notice.text ? (
      <FormNotice key={notice.id} tone="success">
        {notice.text}
      </FormNotice>
    ) : null
  const notices = (
    <>
      {noticeAt('top')}
      {linkInvalid ? (
        <p className="form-alert" role="alert">
          {t('errors.emailTokenInvalid')}
        </p>
      ) : null}
    </>
  )

  if (status.kind === 'loading') {
    return (
      <p className="personal__loading" role="status">
        {t('personal.loading')}
      </p>
    )
  }

  if (status.kind === 'deleted') {
    return (
      <section className="personal">
        <FormNotice tone="success">{status.message}</FormNotice>
        <p>
          <a className="button" href={localizeHref('/', locale)}>
            {t('personal.home')}
          </a>
        </p>
      </section>
    )
  }

  if (status.kind === 'anonymous') {
    return (
      <section className="personal" aria-labelledby="personal-signin">
        {notices}
        <h2 id="personal-signin">{t('personal.signInTitle')}</h2>
        <p>{t('personal.signInText')}</p>
        <p className="dialog-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.dispatchEvent(new Event(OPEN_LOGIN_EVENT))}
          >
            {t('login.title')}
          </button>
          <a className="button" href={localizeHref('/register', locale)}>
            {t('login.register')}
          </a>
        </p>
      </section>
    )
  }

  const { user } = status
  const temporary = user.temp_password === 'y'
  const onChanged = (next: MemberUser) => {
    storeUser(next)
    setStatus({ kind: 'member', user: next })
    setNotice(nextNotice('password', t('personal.changed')))
  }
  // The server's answer says what happened, in the page's language.
  const onSaved = (next: MemberUser, message: string) => {
    // The form starts anew from the saved values (other refreshes of the user leave it alone).
    setSavedDetails((count) => count + 1)
    storeUser(next)
    setStatus({ kind: 'member', user: next })
    setNotice(nextNotice('details', message))
  }
  const onDeleted = (message: string) => {
    // The server ended the session with the account; this tab forgets the user too.
    storeUser(null)
    setStatus({ kind: 'deleted', message })
  }
  const onLogout = async () => {
    await logout(locale)
    router.push(localizeHref('/', locale), { transitionTypes: PAGE_TRANSITION })
  }

  return (
    <section className="personal">
      {notices}
      {temporary ? (
        <div className="form-alert" role="alert">
          <p>{t('personal.changeFirst')}</p>
          {user.temp_password_expires_at ? (
            <p>
              {t('personal.temporaryUntil', {
                date: formatLongDate(user.temp_password_expires_at, locale),
              })}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="personal__overview">
          <DetailsForm
            key={savedDetails}
            locale={locale}
            user={user}
            countries={countries}
            markets={markets}
            marketNames={marketNames}
            notice={noticeAt('details')}
            onSaved={onSaved}
          />
          <p>
            <a className="button button--primary" href={localizeHref('/download', locale)}>
              {t('personal.downloads')}
            </a>
          </p>
        </div>
      )}
      <PasswordForm
        locale={locale}
        temporary={temporary}
        notice={noticeAt('password')}
        onChanged={onChanged}
      />
      {temporary ? null : (
        <>
          <MyDocuments locale={locale} />
          <MyEnquiries locale={locale} />
          <EmailForm
            locale={locale}
            notice={noticeAt('email')}
            onSent={(message) => setNotice(nextNotice('email', message))}
          />
          <div className="personal__data">
            <h2>{t('personal.myDataTitle')}</h2>
            <p>{t('personal.myDataText')}</p>
            <p>
              <a className="button" href="/api/v1/user/data" download>
                {t('personal.myDataDownload')}
              </a>
            </p>
          </div>
          <DeleteAccountForm locale={locale} onDeleted={onDeleted} />
        </>
      )}
      <p className="personal__logout">
        <button type="button" className="button" onClick={onLogout}>
          {t('personal.logout')}
        </button>
      </p>
    </section>
  )
}
