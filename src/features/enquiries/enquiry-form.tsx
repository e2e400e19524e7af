'use client'

import { CAPTCHA_SOLVE_EVENT, CaptchaField } from '@/components/forms/captcha-field'
import { FormNotice, revealNotice } from '@/components/forms/form-notice'
import { TermsConsentText } from '@/features/consent/terms-consent'
import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { type FormEvent, useActionState, useEffect, useRef, useState } from 'react'

import {
  errorText,
  focusFirstError,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/forms/field'
import { useText } from '@/components/shell/shell-text'
import type { Locale } from '@/i18n/routing'
import { useLazyValidation } from '@/components/forms/lazy-validation'
import { type FieldErrors, fieldErrors } from '@/lib/account-constants'
import { CAPTCHA_FIELD } from '@/lib/captcha'
import type { CountryOption } from '@/lib/countries'
import { type Messages, textsOf } from '@/lib/messages'
import type { RobotCheckConfig } from '@/lib/recaptcha'
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_FIELD,
  attachmentProblem,
  type EnquiryField,
  enquiryResultId,
  type EnquiryType,
  GRADE_NOT_SURE,
  type GradeChoice,
  HONEYPOT_FIELD,
} from '@/features/enquiries/enquiry-fields'
import { enquiryAction, type EnquiryState } from '@/features/enquiries/action'

const INITIAL: EnquiryState = { status: 'idle', values: {}, errors: {} }

/** The file picker, only in the job response (its own chunk, rendered in place; ADR 0015). */
const FileField = dynamic(() => import('@/components/forms/file-field').then((m) => m.FileField))

/** The schemas, with zod: loaded when the visitor starts filling the form in (ADR 0015). */
const loadSchemas = () =>
  import('@/features/enquiries/enquiries').then((module) => module.ENQUIRY_SCHEMAS)

type Props = {
  type: EnquiryType
  /** The visible fields in their order (`enquiryFields(type)`, read by the server). */
  fields: EnquiryField[]
  /** Whether the form takes the consent to information by e-mail (`hasInformationConsent`). */
  withInformation: boolean
  locale: Locale
  texts: Messages
  countries: CountryOption[]
  markets: string[]
  /** The sample request's grades (the published ones; other forms: none). */
  grades?: GradeChoice[]
  /**
   * Choices the page's address made (`?market=`, `?grade=` from a market's or a grade's page),
   * read by the server, so that they hold without JavaScript too.
   */
  preset?: Record<string, string>
  termsHref: string
  /** The job response's opening (its id on /about-us/careers/{id}). */
  job?: string
  /** The robot check the server is configured for (`robotCheckConfig`). */
  captcha: RobotCheckConfig
}

/**
 * An enquiry form (SPEC §2.5, §3, §5): required markers, two columns from the lg breakpoint,
 * the confirm block with the two consents. The browser checks with the same schema as the
 * server, loaded when the visitor starts filling the form in (ADR 0015); without JavaScript the
 * form posts to the same server action and comes back with the messages and what was typed.
 */
export function EnquiryForm({
  type,
  fields,
  withInformation,
  locale,
  texts,
  countries,
  markets,
  grades = [],
  preset = {},
  termsHref,
  job,
  captcha,
}: Props) {
  const t = textsOf(texts)
  const account = useText('account')
  const resultId = enquiryResultId(type)
  // The page's own address as the form's action for sends before or without JavaScript (React
  // would otherwise write action="", which HTML does not allow), with the result's fragment:
  // the answer page then opens at the message, not at its top, wherever the form is.
  const [state, formAction, pending] = useActionState(
    enquiryAction,
    INITIAL,
    `${usePathname()}#${resultId}`,
  )
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  // The chosen file whose content the server (and its storage) would refuse, read in the browser.
  const refusedFile = useRef<File | null>(null)
  const errors = clientErrors ?? state.errors
  const formRef = useRef<HTMLFormElement>(null)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const values = state.values
  const id = (name: string) => `${type}-${name}`
  const takesFile = type === 'job-response'
  const validation = useLazyValidation(loadSchemas)

  useEffect(() => {
    // A refused field gets focus; an error of the whole form (too many tries, the robot check)
    // has no field, so its message beside the form does.
    if (state.status === 'error' && !focusFirstError(formRef.current, state.errors))
      revealNotice(alertRef.current)
  }, [state])

  // A product-market page links here with ?market=, a grade's page with ?grade=: the server
  // chooses them (preset); should the page come from a cache that did not see the address, the
  // browser does, if the choice is one of ours.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const linked: [string, string[]][] = [
      ['market', markets],
      ['grade', grades.map((grade) => grade.slug)],
    ]
    for (const [name, choices] of linked) {
      const value = query.get(name)
      const select = formRef.current?.elements.namedItem(name)
      if (value && select instanceof HTMLSelectElement && !select.value && choices.includes(value))
        select.value = value
    }
  }, [markets, grades])

  const error = (field: string) => errorText(account, errors, field)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = validation.check(event)
    if (check.status === 'later') return
    const data = new FormData(event.currentTarget)
    const raw: Record<string, unknown> = {}
    for (const field of fields) raw[field.name] = String(data.get(field.name) ?? '')
    raw.terms = data.get('terms') === 'on'
    if (withInformation) raw.information = data.get('information') === 'on'
    const parsed =
      check.status === 'ready' ? check.module[type].safeParse(raw) : ({ success: true } as const)
    const chosen = data.get(ATTACHMENT_FIELD) as File | null
    const file = takesFile
      ? (attachmentProblem(chosen) ??
        (chosen && chosen === refusedFile.current ? 'fileContent' : null))
      : null
    if (!parsed.success || file) {
      event.preventDefault()
      const found = parsed.success ? {} : fieldErrors(parsed.error)
      if (file) found[ATTACHMENT_FIELD] = [file]
      setClientErrors(found)
      focusFirstError(event.currentTarget, found)
      return
    }
    setClientErrors(null)
    // The robot check first: the form is sent again as soon as it has passed.
    if (!data.get(CAPTCHA_FIELD)) {
      event.preventDefault()
      event.currentTarget.dispatchEvent(new Event(CAPTCHA_SOLVE_EVENT))
    }
  }

  if (state.status === 'done') {
    return (
      // Focused and brought into view as it appears (in the commit, not after paint), so it is
      // announced at once; without JavaScript the page opens at it (the action's fragment).
      <FormNotice tone="success" id={resultId} className="form-done">
        <h2>{t(takesFile ? 'jobDoneTitle' : 'doneTitle')}</h2>
        <p>{t(takesFile ? 'jobDoneText' : 'doneText')}</p>
      </FormNotice>
    )
  }

  const control = (field: EnquiryField) => {
    const common = {
      id: id(field.name),
      name: field.name,
      label: t(`fields.${field.name}`),
      required: field.required,
      requiredText: t('required'),
      defaultValue: values[field.name] ?? preset[field.name] ?? '',
      error: error(field.name),
      autoComplete: field.autoComplete,
      hint: field.name === 'application' ? t('applicationHint') : undefined,
    }
    switch (field.kind) {
      case 'hidden':
        return <input key={field.name} type="hidden" name={field.name} value={job ?? ''} />
      case 'country':
        return (
          <SelectField key={field.name} {...common}>
            <option value="">{t('chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
        )
      case 'market':
        return (
          <SelectField key={field.name} {...common}>
            <option value="">{t('chooseMarket')}</option>
            {markets.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </SelectField>
        )
      case 'grade':
        return (
          <SelectField key={field.name} {...common}>
            <option value="">{t('chooseGrade')}</option>
            {grades.map((grade) => (
              <option key={grade.slug} value={grade.slug}>
                {grade.name}
              </option>
            ))}
            <option value={GRADE_NOT_SURE}>{t('gradeNotSure')}</option>
          </SelectField>
        )
      case 'textarea':
        return (
          <div key={field.name} className="site-form__wide">
            <TextAreaField {...common} rows={6} maxLength={5000} />
          </div>
        )
      default:
        return (
          <TextField
            key={field.name}
            {...common}
            type={field.kind}
            maxLength={field.kind === 'email' ? 254 : 200}
          />
        )
    }
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
      aria-label={t(`titles.${type}`)}
      aria-describedby={errors.form ? resultId : undefined}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="formType" value={type} />
      {/* The result's place (resultId): without JavaScript the answer page opens here. */}
      {errors.form ? (
        <p id={resultId} ref={alertRef} className="form-alert" role="alert" tabIndex={-1}>
          {account(`errors.${errors.form[0]}`)}
        </p>
      ) : Object.keys(errors).length > 0 ? (
        <p id={resultId} ref={alertRef} className="form-alert" role="alert" tabIndex={-1}>
          {account('errors.summary')}
        </p>
      ) : null}
      <div className="site-form__grid">
        {fields.map(control)}
        {takesFile ? (
          <div className="site-form__wide">
            <FileField
              id={id(ATTACHMENT_FIELD)}
              name={ATTACHMENT_FIELD}
              label={t(`fields.${ATTACHMENT_FIELD}`)}
              required
              requiredText={t('required')}
              hint={t('fileHint')}
              accept={ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
              error={error(ATTACHMENT_FIELD)}
              locale={locale}
              texts={{ choose: t('fileChoose'), none: t('fileNone'), remove: t('fileRemove') }}
              onChoose={async (input) => {
                // Said at once when a chosen file is too large, of another type, or (read here
                // with the server's own check) not what its name says.
                const chosen = input.files?.[0] ?? null
                const show = (problem: string | null) =>
                  setClientErrors((current) => {
                    const next = { ...(current ?? state.errors) }
                    if (problem) next[ATTACHMENT_FIELD] = [problem]
                    else delete next[ATTACHMENT_FIELD]
                    return next
                  })
                refusedFile.current = null
                // No file (removed, or the picker cancelled): the send says what is missing.
                if (!chosen) return show(null)
                const problem = attachmentProblem(chosen)
                show(problem)
                if (problem) return
                const [content, { officeType }] = await Promise.all([
                  chosen
                    .arrayBuffer()
                    .catch(() => new ArrayBuffer(0))
                    .then((buffer) => new Uint8Array(buffer)),
                  import('@/lib/file-signature'),
                ])
                // Another file may have been chosen meanwhile: only the current one speaks.
                if (input.files?.[0] !== chosen) return
                if (!officeType(chosen.name, content, ATTACHMENT_EXTENSIONS)) {
                  refusedFile.current = chosen
                  show('fileContent')
                }
              }}
            />
          </div>
        ) : null}
      </div>
      {/* People never see this field; robots fill it, and their enquiry is dropped. */}
      <div className="site-form__trap" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>{t('honeypot')}</label>
        <input
          id={id(HONEYPOT_FIELD)}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <fieldset className="site-form__consents">
        {/* Named, so that a screen reader says what the boxes are about (WCAG 1.3.1). */}
        <legend className="visually-hidden">{t('consents')}</legend>
        <div className="check" data-invalid={errors.terms ? 'true' : undefined}>
          <input
            id={id('terms')}
            type="checkbox"
            name="terms"
            defaultChecked={values.terms === 'on'}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={id('terms-error')}
            required
          />
          <label htmlFor={id('terms')}>
            <TermsConsentText href={termsHref} />
            <span aria-hidden="true"> *</span>
          </label>
          <p id={id('terms-error')} className="field__error" aria-live="polite">
            {error('terms') ?? ''}
          </p>
        </div>
        {withInformation ? (
          <div className="check">
            <input
              id={id('information')}
              type="checkbox"
              name="information"
              defaultChecked={values.information === 'on'}
            />
            <label htmlFor={id('information')}>{t('information')}</label>
          </div>
        ) : null}
        <p className="site-form__info">{t(takesFile ? 'jobInfo' : 'info')}</p>
      </fieldset>
      <CaptchaField
        config={captcha}
        id={id('captcha')}
        texts={texts.captcha as never}
        serverError={error('captcha')}
      />
      <div className="site-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  )
}
