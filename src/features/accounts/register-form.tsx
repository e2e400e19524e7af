'use client'

import { usePathname } from 'next/navigation'
import { type FormEvent, useActionState, useEffect, useRef, useState } from 'react'

import { CAPTCHA_SOLVE_EVENT, CaptchaField } from '@/components/forms/captcha-field'
import { errorText, focusFirstError, SelectField, TextField } from '@/components/forms/field'
import { TermsConsentText } from '@/features/consent/terms-consent'
import { useText } from '@/components/shell/shell-text'
import type { Locale } from '@/i18n/routing'
import { useLazyValidation } from '@/components/forms/lazy-validation'
import { type FieldErrors, fieldErrors } from '@/lib/account-constants'
import { CAPTCHA_FIELD } from '@/lib/captcha'
import type { CountryOption } from '@/lib/countries'
import type { Messages } from '@/lib/messages'
import type { RobotCheckConfig } from '@/lib/recaptcha'
import { OPEN_LOGIN_EVENT } from '@/lib/navigation-events'
import { registerAction, type RegisterState } from '@/features/accounts/register-action'

/** The schema, with zod: loaded when the visitor starts filling the form in (ADR 0015). */
const loadSchema = () =>
  import('@/features/accounts/accounts').then((module) => module.registrationSchema)

const INITIAL: RegisterState = { status: 'idle', values: {}, errors: {} }

type Props = {
  locale: Locale
  countries: CountryOption[]
  markets: string[]
  termsHref: string
  /** The robot check the server is configured for (`robotCheckConfig`), as the enquiry forms'. */
  captcha: RobotCheckConfig
  /** Its texts (the enquiry forms' `captcha` messages). */
  captchaTexts: Messages
}

const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'company', autoComplete: 'organization', type: 'text' },
  { name: 'jobTitle', autoComplete: 'organization-title', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'city', autoComplete: 'address-level2', type: 'text' },
] as const

/**
 * Registration (SPEC §3, §5): no password field; a moderator approves the account and the
 * member receives a temporary password by e-mail. The browser checks the fields with the same
 * schema as the server; without JavaScript the form posts to the same server action.
 */
export function RegisterForm({
  locale,
  countries,
  markets,
  termsHref,
  captcha,
  captchaTexts,
}: Props) {
  const t = useText('account')
  // The page's own address as the form's action for sends before or without JavaScript (React
  // would otherwise write action="", which HTML does not allow).
  const [state, formAction, pending] = useActionState(registerAction, INITIAL, usePathname())
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const errors = clientErrors ?? state.errors
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const values = state.values
  const validation = useLazyValidation(loadSchema)

  // After a server answer: the first field in error, or the confirmation, gets focus.
  useEffect(() => {
    if (state.status === 'done') doneRef.current?.focus()
    if (state.status === 'error') focusFirstError(formRef.current, state.errors)
  }, [state])

  const error = (field: string) => errorText(t, errors, field)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = validation.check(event)
    if (check.status === 'later') return
    const data = new FormData(event.currentTarget)
    if (check.status === 'unavailable') {
      setClientErrors(null)
      return solveFirst(event, data)
    }
    const parsed = check.module.safeParse({
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f.name, String(data.get(f.name) ?? '')])),
      country: String(data.get('country') ?? ''),
      market: String(data.get('market') ?? ''),
      terms: data.get('terms') === 'on',
      information: data.get('information') === 'on',
    })
    if (!parsed.success) {
      event.preventDefault()
      const found = fieldErrors(parsed.error)
      setClientErrors(found)
      focusFirstError(event.currentTarget, found)
      return
    }
    setClientErrors(null)
    solveFirst(event, data)
  }

  /** The robot check first: the form is sent again as soon as it has passed. */
  const solveFirst = (event: FormEvent<HTMLFormElement>, data: FormData) => {
    if (data.get(CAPTCHA_FIELD)) return
    event.preventDefault()
    event.currentTarget.dispatchEvent(new Event(CAPTCHA_SOLVE_EVENT))
  }

  if (state.status === 'done') {
    return (
      <div className="form-done" ref={doneRef} tabIndex={-1} role="status">
        <h2>{t('register.doneTitle')}</h2>
        <p>{t('register.doneText')}</p>
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      noValidate
      className="site-form"
      aria-describedby={errors.form ? 'register-form-error' : undefined}
    >
      <input type="hidden" name="locale" value={locale} />
      {errors.form ? (
        <p id="register-form-error" className="form-alert" role="alert">
          {t(`errors.${errors.form[0]}`)}
        </p>
      ) : Object.keys(errors).length > 0 ? (
        <p className="form-alert" role="alert">
          {t('errors.summary')}
        </p>
      ) : null}
      <div className="site-form__grid">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`register-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            label={t(`register.${field.name}`)}
            required
            requiredText={t('register.required')}
            defaultValue={values[field.name] ?? ''}
            error={error(field.name)}
            maxLength={field.name === 'email' ? 254 : 200}
          />
        ))}
        <SelectField
          id="register-country"
          name="country"
          label={t('register.country')}
          required
          requiredText={t('register.required')}
          defaultValue={values.country ?? ''}
          error={error('country')}
          autoComplete="country"
        >
          <option value="">{t('register.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="register-market"
          name="market"
          label={t('register.market')}
          required
          requiredText={t('register.required')}
          defaultValue={values.market ?? ''}
          error={error('market')}
        >
          <option value="">{t('register.chooseMarket')}</option>
          {markets.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="site-form__consents">
        {/* Named, so that a screen reader says what the boxes are about (WCAG 1.3.1). */}
        <legend className="visually-hidden">{t('register.consents')}</legend>
        <div className="check" data-invalid={errors.terms ? 'true' : undefined}>
          <input
            id="register-terms"
            type="checkbox"
            name="terms"
            defaultChecked={values.terms === 'on'}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby="register-terms-error"
            required
          />
          <label htmlFor="register-terms">
            <TermsConsentText href={termsHref} />
            <span aria-hidden="true"> *</span>
          </label>
          <p id="register-terms-error" className="field__error" aria-live="polite">
            {error('terms') ?? ''}
          </p>
        </div>
        <div className="check">
          <input
            id="register-information"
            type="checkbox"
            name="information"
            defaultChecked={values.information === 'on'}
          />
          <label htmlFor="register-information">{t('register.information')}</label>
        </div>
        <p className="site-form__info">{t('register.info')}</p>
      </fieldset>
      <CaptchaField
        config={captcha}
        id="register-captcha"
        texts={captchaTexts as never}
        serverError={error('captcha')}
      />
      <div className="site-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('register.sending') : t('register.submit')}
        </button>
        <p>
          {t('register.haveAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => window.dispatchEvent(new Event(OPEN_LOGIN_EVENT))}
          >
            {t('login.title')}
          </button>
        </p>
      </div>
    </form>
  )
}
