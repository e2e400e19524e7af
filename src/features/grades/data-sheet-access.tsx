'use client'

import { useEffect, useState } from 'react'

import { readStoredUser } from '@/features/accounts/member-session'
import type { Locale } from '@/i18n/routing'
import { type MemberUser, USER_CHANGE_EVENT } from '@/lib/account-constants'
import { type Messages, textsOf } from '@/lib/messages'

import { DownloadNotice, loginHref, openLogin } from '@/features/documents/download-prompt'
import { useCheckedDownload } from '@/features/documents/use-checked-download'

/**
 * What the access page of a technical data sheet offers: to a visitor, who may download it and
 * the way in at once (log in, which returns to the sheet, or register); to a member, the sheet
 * itself, through the download checks (a refusal shows its text here). Rendered for a visitor
 * on the server: the page is public and cached, the session is known in the browser only.
 */
export function DataSheetAccess({
  locale,
  texts,
  grade,
  sheetPath,
  registerHref,
}: {
  locale: Locale
  texts: Messages
  grade: string
  /** The sheet's address without `?locale=` (the download checks add the page's). */
  sheetPath: string
  registerHref: string
}) {
  const t = textsOf(texts)
  const [user, setUser] = useState<MemberUser | null>(null)
  const { download, notice } = useCheckedDownload(locale, t)
  // Where a login leads: the sheet in the page's language, which the browser then saves.
  const returnTo = `${sheetPath}?locale=${locale}`

  useEffect(() => {
    const sync = () => setUser(readStoredUser())
    sync()
    window.addEventListener(USER_CHANGE_EVENT, sync)
    return () => window.removeEventListener(USER_CHANGE_EVENT, sync)
  }, [])

  return (
    <div className="downloads__prompt sheet-access">
      {user ? (
        <>
          <p>{t('sheetAccess.member', { grade })}</p>
          <p className="feature__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => download(sheetPath)}
            >
              {t('sheetAccess.download')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{t('sheetAccess.who', { grade })}</p>
          <p className="feature__actions">
            <a
              className="button button--primary"
              href={loginHref(returnTo)}
              onClick={(event) => openLogin(event, returnTo)}
            >
              {t('sheetAccess.login')}
            </a>
            <a className="button" href={registerHref}>
              {t('register')}
            </a>
          </p>
        </>
      )}
      {/* A lost session turns the view back to the visitor's, whose buttons are the way in. */}
      <DownloadNotice t={t} notice={notice} refusedSignIn={false} registerHref={registerHref} />
    </div>
  )
}
