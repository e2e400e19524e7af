'use client'

import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'

/**
 * One labelled form control with the required marker and its error under it (SPEC §4: a group
 * in error has a red border and the text below). The error is tied to the control with
 * aria-describedby and announced when it appears.
 */
type Common = {
  id: string
  label: ReactNode
  error?: string
  required?: boolean
  requiredText?: string
  hint?: string
}

export function FieldFrame({
  id,
  label,
  error,
  required,
  requiredText,
  hint,
  children,
}: Common & { children: ReactNode }) {
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label id={`${id}-label`} htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required">
            <span aria-hidden="true"> *</span>
            {requiredText ? <span className="visually-hidden"> ({requiredText})</span> : null}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  )
}

/** The text of a field's first error key: 'auth.failed' → the `errors.auth.failed` message. */
export function errorText(
  t: (key: string) => string,
  errors: Record<string, string[] | undefined>,
  field: string,
): string | undefined {
  const key = errors[field]?.[0]
  return key ? t(`errors.${key}`) : undefined
}

export function describedBy(id: string, hint?: string): string {
  return hint ? `${id}-hint ${id}-error` : `${id}-error`
}

export function TextField({
  id,
  label,
  error,
  required,
  requiredText,
  hint,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame {...{ id, label, error, required, requiredText, hint }}>
      <input
        ref={ref}
        id={id}
        className="field__control"
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy(id, hint)}
        required={required}
        {...input}
      />
    </FieldFrame>
  )
}

export function SelectField({
  id,
  label,
  error,
  required,
  requiredText,
  hint,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame {...{ id, label, error, required, requiredText, hint }}>
      <select
        id={id}
        className="field__control"
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy(id, hint)}
        required={required}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  required,
  requiredText,
  hint,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame {...{ id, label, error, required, requiredText, hint }}>
      <textarea
        id={id}
        className="field__control"
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy(id, hint)}
        required={required}
        {...textarea}
      />
    </FieldFrame>
  )
}

/**
 * After a refused submit: the first control whose field has an error gets focus. Whether there
 * was one (an error of the whole form has none: its message is the caller's to reveal).
 */
export function focusFirstError(
  form: HTMLFormElement | null,
  errors: Record<string, unknown>,
): boolean {
  if (!form) return false
  const first = [
    ...form.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]'),
  ].find((el) => el.getAttribute('type') !== 'hidden' && errors[el.getAttribute('name') ?? ''])
  first?.focus()
  return first !== undefined
}
