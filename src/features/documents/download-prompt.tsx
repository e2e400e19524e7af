'use client'

import { LOGIN_RETURN_PARAM } from '@/features/accounts/login-return'
import { OPEN_LOGIN_EVENT } from '@/lib/navigation-events'

type Text = (key: string) => string

/**
 * The login link's address: `?login` opens the dialog on this page (also as a plain link,
 * before the page's script runs); `returnTo` is where a successful login leads.
 */
export function loginHref(returnTo?: string): string {
  return returnTo ? `?login&${LOGIN_RETURN_PARAM}=${encodeURIComponent(returnTo)}` : '?login'
}

/** Opens the login dialog on the page (the shell's LoginHost), with where a login leads. */
export function openLogin(event: React.MouseEvent, returnTo?: string) {
  event.preventDefault()
  window.dispatchEvent(
    new CustomEvent(OPEN_LOGIN_EVENT, { detail: returnTo ? { returnTo } : null }),
  )
}

function SignInActions({ t, registerHref }: { t: Text; registerHref: string }) {
  return (
    <p className="feature__actions">
      <a className="button button--primary" href={registerHref}>
        {t('register')}
      </a>
      <a className="button" href={loginHref()} onClick={(event) => openLogin(event)}>
        {t('login')}
      </a>
    </p>
  )
}

/** Shown to visitors without an approved session: who may download, and the way in. */
export function DownloadPrompt({ t, registerHref }: { t: Text; registerHref: string }) {
  return (
    <div className="downloads__prompt">
      <h2>{t('promptTitle')}</h2>
      <p>{t('promptText')}</p>
      <SignInActions t={t} registerHref={registerHref} />
    </div>
  )
}

/** What a download attempt answered (useCheckedDownload), with the way in after a lost session. */
export function DownloadNotice({
  t,
  notice,
  refusedSignIn,
  registerHref,
}: {
  t: Text
  notice: string | null
  refusedSignIn: boolean
  registerHref: string
}) {
  if (!notice) return null
  return (
    <div className="downloads__notice" role="alert">
      <p>{notice}</p>
      {refusedSignIn ? <SignInActions t={t} registerHref={registerHref} /> : null}
    </div>
  )
}
