/**
 * Form fields an island reads from the page itself rather than from React state (the finder,
 * the download area): the field holds what the visitor chose, even a choice made before the
 * island's script ran, or one whose event React's change handling did not see (ADR 0033).
 */

/**
 * Whether a field holds something else than the page was rendered with: a visitor's choice made
 * before this island ran (React leaves a field's value alone when it hydrates).
 */
export function changedSinceRendered(field: Element): boolean {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0]
    return field.value !== (rendered?.value ?? '')
  }
  return field instanceof HTMLInputElement && field.value !== field.defaultValue
}

/** What a field shows for a value of the address: a select falls back to its first choice. */
export function show(field: Element | RadioNodeList | null, value: string) {
  if (field instanceof HTMLInputElement) field.value = value
  if (field instanceof HTMLSelectElement)
    field.value = [...field.options].some((option) => option.value === value)
      ? value
      : (field.options[0]?.value ?? '')
}

/** A field's value by name ('' when the form has none of that name). */
export function valueOf(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name)
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : ''
}
