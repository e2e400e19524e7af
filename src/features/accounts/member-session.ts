'use client'

import { storage } from '@/components/shell/browser-state'
import {
  type FieldErrors,
  type MemberUser,
  USER_CHANGE_EVENT,
  USER_STORAGE_KEY,
  XSRF_COOKIE,
} from '@/lib/account-constants'

/**
 * The member's session in the browser (SPEC §4): the user object in local storage under `user`
 * (read by the header's user icon), refreshed from GET /api/v1/user at first load, and the
 * Sanctum calls that change it.
 */
export function readStoredUser(): MemberUser | null {
  try {
    const raw = storage()?.getItem(USER_STORAGE_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as MemberUser | null
    return parsed && typeof parsed === 'object' && 'email' in parsed ? parsed : null
  } catch {
    return null
  }
}

export function storeUser(user: MemberUser | null): void {
  try {
    if (user) storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user))
    else storage()?.removeItem(USER_STORAGE_KEY)
  } catch {
    // Storage blocked: the session cookie still works; the icon just looks signed out.
  }
  window.dispatchEvent(new Event(USER_CHANGE_EVENT))
}

/** GET /api/v1/user: the member, or null (and the stored user is cleared) on any failure. */
export async function refreshUser(): Promise<MemberUser | null> {
  try {
    const response = await fetch('/api/v1/user', {
      credentials: 'same-origin',
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(String(response.status))
    const user = (await response.json()) as MemberUser
    storeUser(user)
    return user
  } catch {
    storeUser(null)
    return null
  }
}

function xsrfToken(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${XSRF_COOKIE}=`))
  return entry ? decodeURIComponent(entry.slice(XSRF_COOKIE.length + 1)) : null
}

async function fetchXsrfCookie(): Promise<void> {
  await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin', cache: 'no-store' })
}

export type AccountAnswer = {
  status: number
  message?: string
  errors?: FieldErrors
  data: Record<string, unknown> | null
}

/**
 * A Sanctum-style change call: the XSRF cookie first (always before login and forgot-password,
 * SPEC §7), its value in the X-XSRF-TOKEN header; one retry with a fresh token after a 419.
 * Network failures answer status 0.
 */
export async function accountCall(
  path: string,
  body: unknown,
  locale: string,
  { freshToken = false } = {},
): Promise<AccountAnswer> {
  const send = async () => {
    const token = xsrfToken()
    return fetch(`${path}?locale=${locale}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { 'X-XSRF-TOKEN': token } : {}),
      },
      body: JSON.stringify(body),
    })
  }
  try {
    if (freshToken || !xsrfToken()) await fetchXsrfCookie()
    let response = await send()
    if (response.status === 419) {
      await fetchXsrfCookie()
      response = await send()
    }
    const data =
      response.status === 204
        ? null
        : ((await response.json().catch(() => null)) as Record<string, unknown> | null)
    return {
      status: response.status,
      message: typeof data?.message === 'string' ? data.message : undefined,
      errors: (data?.errors as FieldErrors | undefined) ?? undefined,
      data,
    }
  } catch {
    return { status: 0, data: null }
  }
}

/** POST /logout; the user is cleared even when the call fails (SPEC §4). */
export async function logout(locale: string): Promise<void> {
  await accountCall('/logout', {}, locale)
  storeUser(null)
}
