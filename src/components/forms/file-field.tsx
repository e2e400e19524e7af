'use client'

import {
  type InputHTMLAttributes,
  type ReactNode,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import { describedBy, FieldFrame } from './field'

type Props = {
  id: string
  name: string
  label: ReactNode
  error?: string
  required?: boolean
  requiredText?: string
  hint?: string
  accept?: string
  locale: string
  texts: { choose: string; none: string; remove: string }
  /** Called with the input after a file is chosen or removed. */
  onChoose?: (input: HTMLInputElement) => void
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'disabled'>

const subscribeNever = () => () => {}

/** "1.2 MB", "340 KB" in the page's language. */
function sizeText(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024))
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: mb ? 1 : 0 }).format(value)
  return `${number} ${mb ? 'MB' : 'KB'}`
}

/**
 * A file field in the site's style and language: a "Choose file" button, the chosen file's name
 * and size, and a way to remove it. The control is the real file input (keyboard, screen
 * readers, forms without JavaScript), laid over the button; before JavaScript runs it shows as
 * the browser draws it.
 */
export function FileField({
  id,
  name,
  label,
  error,
  required,
  requiredText,
  hint,
  accept,
  locale,
  texts,
  onChoose,
  disabled,
}: Props) {
  const input = useRef<HTMLInputElement>(null)
  // False in the server's HTML, true once hydrated: the styled picker needs JavaScript.
  const enhanced = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const [file, setFile] = useState<{ name: string; size: number } | null>(null)

  const chosen = (target: HTMLInputElement) => {
    const next = target.files?.[0]
    setFile(next ? { name: next.name, size: next.size } : null)
    onChoose?.(target)
  }
  const remove = () => {
    const target = input.current
    if (!target) return
    target.value = ''
    chosen(target)
    target.focus()
  }

  return (
    <FieldFrame {...{ id, label, error, required, requiredText, hint }}>
      <div className="file-picker" data-enhanced={enhanced ? 'true' : undefined}>
        <span className="file-picker__control">
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept={accept}
            required={required}
            disabled={disabled}
            className="file-picker__input"
            aria-invalid={error !== undefined ? true : undefined}
            // Named by its label and the visible "Choose file" (WCAG 2.5.3).
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={`${id}-chosen ${describedBy(id, hint)}`}
            onChange={(event) => chosen(event.currentTarget)}
          />
          <span id={`${id}-choose`} className="button file-picker__button" aria-hidden="true">
            {texts.choose}
          </span>
        </span>
        <span id={`${id}-chosen`} className="file-picker__chosen">
          {enhanced ? (file ? `${file.name} (${sizeText(file.size, locale)})` : texts.none) : ''}
        </span>
        {enhanced && file ? (
          <button
            type="button"
            className="link-button file-picker__remove"
            onClick={remove}
            aria-label={`${texts.remove}: ${file.name}`}
          >
            {texts.remove}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  )
}
