'use client'

import { useSearchParams } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { errorText, TextField } from '@/components/forms/field'
import { useText } from '@/components/shell/shell-text'
import type { Locale } from '@/i18n/routing'
import { useLazyValidation } from '@/components/forms/lazy-validation'
import { type FieldErrors, fieldErrors } from '@/lib/account-constants'
import { OPEN_LOGIN_EVENT } from '@/lib/navigation-events'

import { accountCall } from '@/features/accounts/member-session'

/** The schema, with zod: loaded when the visitor starts filling the form in (ADR 0015). */
const loadSchema = () =>
  import('@/features/accounts/accounts').then((module) => module.resetPasswordSchema)

/** The new-password form behind the e-mailed link. The token stays in the address only. */
export function ResetPasswordForm({ locale }: { locale: Locale }) {
  const t = useText('account')
  const token = useSearchParams().get('token') ?? ''
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const validation = useLazyValidation(loadSchema)
  const error = (field: string) => errorText(t, errors, field)

  if (!/^[a-f0-9]{20,128}$/.test(token)) {
    return (
      <p className="form-alert" role="alert">
        {t('reset.missing')}
      </p>
    )
  }

  if (done) {
    return (
      <div className="form-done" role="status">
        <p>{t('reset.done')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.dispatchEvent(new Event(OPEN_LOGIN_EVENT))}
        >
          {t('reset.login')}
        </button>
      </div>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const check = validation.check(event)
    event.preventDefault()
    if (check.status === 'later') return
    const data = { ...Object.fromEntries(new FormData(event.currentTarget)), token } as Record<
      string,
      string
    >
    const parsed =
      check.status === 'ready' ? check.module.safeParse(data) : ({ success: true } as const)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setBusy(true)
    const answer = await accountCall('/api/v1/reset-password', data, locale, { freshToken: true })
    setBusy(false)
    if (answer.status === 200) setDone(true)
    else setErrors(answer.errors ?? { password: [answer.status === 0 ? 'network' : 'required'] })
  }

  return (
    <form
      className="site-form site-form--narrow"
      noValidate
      onSubmit={submit}
      onFocus={validation.preload}
      onPointerDown={validation.preload}
    >
      <p>{t('reset.text')}</p>
      {errors.token ? (
        <p className="form-alert" role="alert">
          {error('token')}
        </p>
      ) : null}
      <TextField
        id="reset-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('reset.newPassword')}
        hint={t('personal.passwordHint')}
        required
        error={error('password')}
      />
      <TextField
        id="reset-password-repeat"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={t('reset.repeatPassword')}
        required
        error={error('password_confirmation')}
      />
      <div className="site-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('login.sending') : t('reset.submit')}
        </button>
      </div>
    </form>
  )
}
