/**
 * A file name's extension, apart from the content checks of `file-signature.ts`: the job
 * response's island checks names as the visitor picks a file and loads those checks only then
 * (ADR 0015).
 */

/** The lower-case extension after the last dot, or '' (".pdf" alone has none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}
