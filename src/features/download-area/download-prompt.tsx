'use client'

import { OPEN_LOGIN_EVENT } from '@/lib/navigation-events'

type Text = (key: string) => string

function openLogin(event: React.MouseEvent) {
  event.preventDefault()
  window.dispatchEvent(new Event(OPEN_LOGIN_EVENT))
}

function SignInActions({ t, registerHref }: { t: Text; registerHref: string }) {
  return (
    <p className="feature__actions">
      <a className="button button--primary" href={registerHref}>
        {t('register')}
      </a>
      <a className="button" href="?login" onClick={openLogin}>
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
