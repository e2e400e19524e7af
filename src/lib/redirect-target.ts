import { inLocale } from '@/i18n/locales'

/**
 * Where a redirect may lead (ADR 0026, 0029): a path of this site or an https address with a host.
 * The one check behind the redirects' field validation (admin form and REST), the CSV import and
 * the table the request proxy serves, so a target refused in one is refused in all. Isomorphic
 * and pure.
 */

export const TARGET_MAX_LENGTH = 2000

/** Why a target is refused; each kind has its own message for the editor. */
export type TargetRefusal =
  | 'empty'
  | 'too-long'
  | 'control'
  | 'backslash'
  | 'protocol-relative'
  | 'double-slash-path'
  | 'scheme'
  | 'host'
  | 'credentials'

export type TargetCheck = { ok: true; target: string } | { ok: false; refusal: TargetRefusal }

// Written as they are: control characters (C0, DEL, C1), the Unicode line separators, whitespace.
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]/
// Once '%'-decoded (byte by byte): a C0 control or DEL, which a header or a browser could act on.
// (UTF-8 never encodes other characters with these bytes, so `%C3%A9` or `%20` stay allowed.)
const DECODED_CONTROL = /[\u0000-\u001f\u007f]/

/**
 * The target as written, decoded step by step (an escape can hide another one: `%250d`), at most
 * a few times; a malformed escape ends the decoding, which is fine for this check.
 */
function decodings(value: string): string[] {
  const seen = [value]
  let current = value
  for (let round = 0; round < 3 && current.includes('%'); round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    if (next === current) break
    seen.push(next)
    current = next
  }
  return seen
}

/**
 * The path a URL parser makes of `form` (against `base` when it is a path): dot segments
 * resolved, `%2e` read as a dot, as browsers and Next.js do. Null when it does not parse.
 */
function resolvedPath(form: string, base?: string): string | null {
  try {
    return new URL(form, base).pathname
  } catch {
    return null
  }
}

/**
 * Whether any form of the target (as written or '%'-decoded) resolves to a path that starts with
 * `//` (ADR 0029): `/.//evil.example` is `//evil.example` once resolved, which a browser reads as
 * another host; and Next.js cuts a Location on the site's own host down to that path.
 */
function resolvesToDoubleSlash(forms: string[], base?: string): boolean {
  return forms.some((form) => resolvedPath(form, base)?.startsWith('//'))
}

/**
 * Checks a redirect's target: `/a-path` of this site (one `/`, not followed by another or by a
 * backslash) or `https://host/…` without credentials; no control character or whitespace, not
 * even '%'-escaped, and no backslash. Each form is then resolved as a URL parser does (dot
 * segments, also `%2e`): a path that then starts with `//` is refused too. Returns the target
 * trimmed (as written, not resolved), or the kind of refusal.
 */
export function checkRedirectTarget(input: unknown): TargetCheck {
  const value = typeof input === 'string' ? input.trim() : ''
  if (!value) return { ok: false, refusal: 'empty' }
  if (value.length > TARGET_MAX_LENGTH) return { ok: false, refusal: 'too-long' }
  const forms = decodings(value)
  if (CONTROL_OR_SPACE.test(value) || forms.some((form) => DECODED_CONTROL.test(form)))
    return { ok: false, refusal: 'control' }
  if (forms.some((form) => form.includes('\\'))) return { ok: false, refusal: 'backslash' }
  if (value.startsWith('/')) {
    // `//host` leads elsewhere; so would `/%2Fhost` to anything that decodes the path first.
    if (forms.some((form) => form.startsWith('//')))
      return { ok: false, refusal: 'protocol-relative' }
    // Read as a browser would, against a made-up origin: it must stay there, on a path that
    // does not start with `//` once its dot segments are resolved.
    const base = 'https://site.invalid'
    try {
      if (new URL(value, base).origin !== base) return { ok: false, refusal: 'protocol-relative' }
    } catch {
      return { ok: false, refusal: 'scheme' }
    }
    if (resolvesToDoubleSlash(forms, base)) return { ok: false, refusal: 'double-slash-path' }
    return { ok: true, target: value }
  }
  if (!/^https:\/\//i.test(value)) return { ok: false, refusal: 'scheme' }
  // `https:///host` is read by browsers as https://host/: the host must follow the slashes.
  if (/^https:\/\/[/?#]/i.test(value)) return { ok: false, refusal: 'host' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, refusal: 'host' }
  }
  if (url.protocol !== 'https:' || !url.hostname) return { ok: false, refusal: 'host' }
  if (url.username || url.password || /^https:\/\/[^/?#]*@/i.test(value))
    return { ok: false, refusal: 'credentials' }
  // An address of the site's own host is sent by Next.js as its path alone: `//…` must not be.
  if (resolvesToDoubleSlash(forms)) return { ok: false, refusal: 'double-slash-path' }
  return { ok: true, target: value }
}

/** Whether `location` may be sent as a redirect's Location (see checkRedirectTarget). */
export function isAllowedRedirectTarget(location: string): boolean {
  return checkRedirectTarget(location).ok
}

/** The editor's reason for each kind of refusal, in English and German. */
export const TARGET_REFUSAL_MESSAGES: Record<TargetRefusal, { en: string; de: string }> = {
  empty: {
    en: 'Enter a target: a path of this site (e.g. /products) or an https address.',
    de: 'Geben Sie ein Ziel an: einen Pfad dieser Website (z. B. /produkte) oder eine https-Adresse.',
  },
  'too-long': {
    en: `The target is too long (at most ${TARGET_MAX_LENGTH} characters).`,
    de: `Das Ziel ist zu lang (höchstens ${TARGET_MAX_LENGTH} Zeichen).`,
  },
  control: {
    en: 'The target contains spaces or control characters (also as %-escapes such as %0D%0A).',
    de: 'Das Ziel enthält Leerzeichen oder Steuerzeichen (auch als %-Kodierung wie %0D%0A).',
  },
  backslash: {
    en: 'The target contains a backslash (\\); browsers may read it as another website.',
    de: 'Das Ziel enthält einen umgekehrten Schrägstrich (\\); Browser können ihn als andere Website lesen.',
  },
  'protocol-relative': {
    en: 'A path of this site starts with a single “/”: “//” leads to another website.',
    de: 'Ein Pfad dieser Website beginnt mit einem einzelnen „/“: „//“ führt auf eine andere Website.',
  },
  'double-slash-path': {
    en: 'Once its “.” and “..” segments are resolved (also when written as %2e), the target’s path starts with “//”, which leads to another website.',
    de: 'Sind die Segmente „.“ und „..“ aufgelöst (auch als %2e geschrieben), beginnt der Pfad des Ziels mit „//“; das führt auf eine andere Website.',
  },
  scheme: {
    en: 'The target must be a path of this site (starting with /) or an https:// address; other kinds (http:, javascript:, data:, mailto:) are not allowed.',
    de: 'Das Ziel muss ein Pfad dieser Website (beginnend mit /) oder eine https://-Adresse sein; andere Arten (http:, javascript:, data:, mailto:) sind nicht erlaubt.',
  },
  host: {
    en: 'The https address has no host name (e.g. https://www.example.com/page).',
    de: 'Die https-Adresse hat keinen Hostnamen (z. B. https://www.example.com/seite).',
  },
  credentials: {
    en: 'The https address must not contain a user name or password.',
    de: 'Die https-Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
  },
}

/** The reason for a refusal in the editor's language. */
export function targetRefusalMessage(refusal: TargetRefusal, language: string | undefined): string {
  return inLocale(TARGET_REFUSAL_MESSAGES[refusal], language)
}
