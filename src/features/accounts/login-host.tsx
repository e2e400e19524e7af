'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'

import { readStoredUser, refreshUser, storeUser } from '@/features/accounts/member-session'
import { Modal } from '@/components/ui/modal'
import type { Locale } from '@/i18n/routing'
import type { MemberUser } from '@/lib/account-constants'
import { localizeHref } from '@/i18n/navigation'
import { OPEN_LOGIN_EVENT } from '@/lib/navigation-events'

import { Icon } from '@/components/shell/icons'
import { isDownloadPath, LOGIN_RETURN_PARAM, loginReturnPath } from './login-return'
import type { LoginView as View } from './login-view'
import { useText } from '@/components/shell/shell-text'
import { PAGE_TRANSITION } from '@/lib/navigation-events'

/** How long the success block shows before the dialog closes. */
const SUCCESS_MS = 1200

/** The forms and their schemas load when the dialog first opens (or is about to). */
const loadForms = () => import('./login-forms')
const LoginForm = lazy(() => loadForms().then((module) => ({ default: module.LoginForm })))
const ForgotForm = lazy(() => loadForms().then((module) => ({ default: module.ForgotForm })))

/**
 * The login dialog (SPEC §2.5, §2.6, §4): `?login` in the address opens it, closing removes the
 * parameter, and an `openLogin` event opens it from anywhere. Views: login form, forgot-password
 * form, its done view, the not-approved view and the success block. `?login&return=/path` (or
 * the event's `detail.returnTo`) names where a successful login leads (login-return.ts). It also
 * keeps the stored user in step with the server at first load.
 */
export function LoginHost({ locale }: { locale: Locale }) {
  const t = useText('account')
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const open = params.has('login')
  const [view, setView] = useState<View>('login')
  const [seenOpen, setSeenOpen] = useState(open)
  // Every opening starts at the login form.
  if (seenOpen !== open) {
    setSeenOpen(open)
    if (open) setView('login')
  }

  // SPEC §4: the stored user is checked with the server at first load; a failure clears it.
  // Visitors without a stored user make no call (nothing to check, and no 401 on every page).
  useEffect(() => {
    if (readStoredUser()) void refreshUser()
  }, [])

  useEffect(() => {
    // The page keeps its own query (a search, a download tab); `login` joins it, and the path
    // to go to after the login when the opener names one (`detail.returnTo`, checked on use).
    const onOpen = (event: Event) => {
      void loadForms()
      const next = new URLSearchParams(window.location.search)
      next.set('login', '')
      const returnTo = (event as CustomEvent<{ returnTo?: unknown } | null>).detail?.returnTo
      if (typeof returnTo === 'string') next.set(LOGIN_RETURN_PARAM, returnTo)
      else next.delete(LOGIN_RETURN_PARAM)
      // The browser's own history, which Next.js's router follows (useSearchParams sees it):
      // no request for the page again, whose loading state replaced the page for a moment and
      // left the visitor scrolled to the top, far from the button that opened the dialog
      // (ADR 0028).
      window.history.pushState(
        null,
        '',
        `${pathname}?${next.toString().replace(/login=(&|$)/, 'login$1')}`,
      )
    }
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen)
  }, [pathname])

  // The address as it is when the dialog closes, not as it was rendered: the page may have
  // written its own state into it since (a download tab, a filter).
  const close = () => {
    const rest = new URLSearchParams(window.location.search)
    rest.delete('login')
    rest.delete(LOGIN_RETURN_PARAM)
    const query = rest.toString()
    window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname)
  }

  const onLoggedIn = (user: MemberUser) => {
    storeUser(user)
    setView('success')
    // Read now: `?return=` is anyone's to write, so only a path of this site is followed.
    const returnTo = loginReturnPath(params.get(LOGIN_RETURN_PARAM), window.location.origin)
    window.setTimeout(() => {
      // SPEC §4: with a temporary password the member goes to the personal area.
      if (user.temp_password === 'y') {
        router.push(localizeHref('/personal', locale), { transitionTypes: PAGE_TRANSITION })
        return
      }
      close()
      if (!returnTo) return
      // A file is fetched as a navigation (the browser saves it and the page stays); a page
      // through the router.
      if (isDownloadPath(returnTo)) window.location.assign(returnTo)
      else router.push(returnTo, { transitionTypes: PAGE_TRANSITION })
    }, SUCCESS_MS)
  }

  const title = {
    login: t('login.title'),
    forgot: t('forgot.title'),
    forgotDone: t('forgot.doneTitle'),
    notModerated: t('login.notApprovedTitle'),
    success: t('login.title'),
  }[view]

  return (
    <Modal open={open} onClose={close} labelledBy="login-dialog-title" className="login-dialog">
      <div className="login-dialog__body">
        <div className="login-dialog__head">
          <h2 id="login-dialog-title">{title}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('login.close')}</span>
          </button>
        </div>
        <Suspense fallback={null}>
          {view === 'login' ? (
            <LoginForm
              locale={locale}
              onForgot={() => setView('forgot')}
              onDone={(next, user) =>
                next === 'success' && user ? onLoggedIn(user) : setView(next)
              }
            />
          ) : null}
          {view === 'forgot' ? (
            <ForgotForm
              locale={locale}
              onBack={() => setView('login')}
              onDone={() => setView('forgotDone')}
            />
          ) : null}
        </Suspense>
        {view === 'forgotDone' || view === 'notModerated' ? (
          <div className="dialog-message" role="status">
            <p>{view === 'forgotDone' ? t('forgot.doneText') : t('login.notApprovedText')}</p>
            <div className="dialog-actions">
              {/* autoFocus: the view replaced the form, so focus moves to its one action. */}
              <button type="button" className="button button--primary" onClick={close} autoFocus>
                {view === 'forgotDone' ? t('forgot.ok') : t('login.ok')}
              </button>
            </div>
          </div>
        ) : null}
        {view === 'success' ? (
          <p className="dialog-success" role="status">
            <Icon name="user-check" /> {t('login.success')}
          </p>
        ) : null}
      </div>
    </Modal>
  )
}
