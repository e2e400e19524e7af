/** SPEC §9: the loading bar appears only when a navigation takes longer than this. */
export const LOADING_BAR_THROTTLE_MS = 200
/** SPEC §9: the bar's run towards the end while the page loads. */
export const LOADING_BAR_DURATION_MS = 5000
/** SPEC §8, §9: after a chunk failed to load, reload at most once in this period. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/**
 * The transition type of a navigation to another page (SPEC §2.4: pages fade out and in). Only a
 * navigation that carries it animates: the layout's view transition ignores every other
 * transition (a filter or an island writing the address, a refresh, Back/Forward), so a click
 * is never swallowed by an overlay the visitor did not ask for (ADR 0034).
 */
export const PAGE_TRANSITION = ['page']

/** Event names the shell's parts use to talk to each other. */
export const OPEN_LOGIN_EVENT = 'openLogin'
export const OPEN_COOKIE_SETTINGS_EVENT = 'open-cookie-settings'
export const CONSENT_CHANGE_EVENT = 'cookie-consent-change'
export const NAVIGATION_FAILED_EVENT = 'shell:navigation-failed'

type ClickLike = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}
type AnchorLike = { href: string; target: string; hasDownload: boolean }

/**
 * Whether a click on a link starts an in-app navigation to another page, i.e. whether the
 * loading bar should run: left click without modifiers, same origin, same tab, other address.
 */
export function isInAppNavigation(click: ClickLike, anchor: AnchorLike, current: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if (anchor.hasDownload || (anchor.target && anchor.target !== '_self')) return false
  let to: URL
  let from: URL
  try {
    to = new URL(anchor.href, current)
    from = new URL(current)
  } catch {
    return false
  }
  if (to.origin !== from.origin) return false
  if (!/^https?:$/.test(to.protocol)) return false
  // A jump within the page (#main, #top) is no navigation.
  return to.pathname !== from.pathname || to.search !== from.search
}

const CHUNK_ERROR_PATTERN =
  /Loading chunk [\w-]+ failed|ChunkLoadError|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  if (typeof error === 'string') return CHUNK_ERROR_PATTERN.test(error)
  const { name, message } = error as { name?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_PATTERN.test(message))
  )
}

/** A reload is allowed when none happened in the last CHUNK_RELOAD_GUARD_MS. */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS ||
    now < lastReloadAt
  )
}
