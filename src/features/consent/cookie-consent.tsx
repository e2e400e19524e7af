'use client'

import { useEffect, useRef, useState } from 'react'

import { Modal, restoreFocus, useOpenModalCount } from '@/components/ui/modal'
import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import { COOKIE_DIALOG_SPINNER_MS, withMinimumDelay } from '@/lib/min-delay'
import { CONSENT_CHANGE_EVENT, OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/navigation-events'
import type { CookieContent, CookiePreferences } from '@/lib/shell-types'

import { Icon } from '@/components/shell/icons'
import {
  fetchWithLocaleFallback,
  readCookiePreferences,
  writeCookiePreferences,
} from '@/components/shell/browser-state'
import { useText } from '@/components/shell/shell-text'

const NONE: CookiePreferences = { terms: false, information: false }
const ALL: CookiePreferences = { terms: true, information: true }

/** Applies a decision: local storage (SPEC §4), the rest of the page, and the server's record. */
function decide(
  preferences: CookiePreferences,
  source: 'banner' | 'dialog',
  locale: Locale,
  version: string | null = null,
) {
  writeCookiePreferences(preferences)
  // Proof of consent, sent before the change is announced: withdrawing analytics reloads the
  // page, and the record must already be on its way (keepalive lets it outlive the page).
  void fetch('/api/v1/consents', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...preferences, source, locale, version }),
    keepalive: true,
  }).catch((error) => console.error('[consent] not recorded', error))
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: preferences }))
}

type Loaded = { state: 'loading' } | { state: 'ready'; content: CookieContent } | { state: 'error' }

/**
 * Cookie banner and cookie-settings dialog (SPEC §2.4, §2.5, §4). Nothing but necessary cookies
 * until the visitor decides; analytics listens for CONSENT_CHANGE_EVENT.
 */
export function CookieConsent({ locale, termsHref }: { locale: Locale; termsHref: string }) {
  const t = useText('shell')
  // undefined: not read yet (server render and first paint), null: no decision stored.
  const [saved, setSaved] = useState<CookiePreferences | null | undefined>(undefined)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [choice, setChoice] = useState<CookiePreferences>(NONE)
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const openModals = useOpenModalCount()
  // The banner's Settings button, focused again when the dialog it opened closes (see below).
  const settingsButton = useRef<HTMLButtonElement>(null)
  const refocusSettings = useRef(false)

  useEffect(() => {
    // Local storage exists only in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaved(readCookiePreferences())
    const open = () => {
      setChoice(readCookiePreferences() ?? NONE)
      setDialogOpen(true)
    }
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open)
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open)
  }, [])

  useEffect(() => {
    if (!dialogOpen) return
    let active = true
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoaded({ state: 'loading' })
    withMinimumDelay(
      fetchWithLocaleFallback<{ data: CookieContent }>('/api/v1/cookies', locale),
      COOKIE_DIALOG_SPINNER_MS,
    ).then(
      ({ data }) => active && setLoaded({ state: 'ready', content: data }),
      () => active && setLoaded({ state: 'error' }), // SPEC §8: an error flag only
    )
    return () => {
      active = false
    }
  }, [dialogOpen, locale])

  /**
   * The banner's two answers: only the necessary cookies (SPEC §4's banner accept, both false)
   * or all of them (both true, as the dialog's "Accept all" and save). Recorded like the dialog's.
   */
  const decideFromBanner = (preferences: CookiePreferences) => {
    decide(preferences, 'banner', locale)
    setSaved(preferences)
    // The banner and its buttons go: focus moves to the skip link just before it, at the top of
    // the page (ADR 0028), instead of falling to <body>. (Closing the dialog does the same: Modal.)
    requestAnimationFrame(() => restoreFocus(null))
  }

  const acceptAndClose = () => {
    decide(choice, 'dialog', locale, loaded.state === 'ready' ? loaded.content.version : null)
    setSaved(choice)
    setDialogOpen(false)
  }

  const openSettings = () => {
    setChoice(saved ?? NONE)
    refocusSettings.current = true
    setDialogOpen(true)
  }

  // The banner is hidden while the dialog is open, so the browser cannot return focus to its
  // Settings button when the dialog closes (the button was hidden before the dialog opened):
  // this does, once the banner shows again (after the Modal's own clean-up has closed it).
  // The banner shows again only once no modal is open (openModals counts this dialog until its
  // own clean-up has run), so this waits for both.
  useEffect(() => {
    if (dialogOpen || openModals > 0 || !refocusSettings.current) return
    refocusSettings.current = false
    settingsButton.current?.focus()
  }, [dialogOpen, openModals])

  return (
    <>
      {/* Hidden while the settings dialog is open: the dialog answers the same question, and the
          banner beneath it was a second, unreachable copy. Closing the dialog without
          deciding shows it again and focuses its Settings button (the effect above). */}
      {/* `undefined` (not read yet) renders the banner too: it is in the server's HTML and paints
          with the page instead of popping in after hydration; CONSENT_DECIDED_SCRIPT hides it
          before the first paint for visitors who have already decided. */}
      {/* Another dialog open (the login of `/?login` in an approval mail): the banner waits until
          it closes, instead of lying under its backdrop where it cannot be answered. */}
      {saved === null || saved === undefined ? (
        <section
          className="cookie-banner"
          aria-labelledby="cookie-banner-title"
          data-covered={dialogOpen || openModals > 0 ? 'true' : undefined}
        >
          <h2 id="cookie-banner-title" className="visually-hidden">
            {t('cookieBannerLabel')}
          </h2>
          <p className="cookie-banner__text">
            {t('cookieBannerText')} <NavLink href={termsHref}>{t('privacyPolicy')}</NavLink>
          </p>
          <div className="cookie-banner__actions">
            {/* Disabled until hydrated (saved read): a click on the server-rendered banner before
                React has its handlers would be lost or replayed late. */}
            <button
              ref={settingsButton}
              type="button"
              className="button"
              onClick={openSettings}
              disabled={saved === undefined}
            >
              {t('cookieBannerSettings')}
            </button>
            {/* Both answers look alike: declining is as easy to find as accepting. */}
            <button
              type="button"
              className="button button--primary"
              onClick={() => decideFromBanner(NONE)}
              disabled={saved === undefined}
            >
              {t('cookieBannerNecessary')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => decideFromBanner(ALL)}
              disabled={saved === undefined}
            >
              {t('acceptAll')}
            </button>
          </div>
        </section>
      ) : null}

      <Modal
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        labelledBy="cookie-dialog-title"
        className="cookie-dialog"
      >
        <div className="cookie-dialog__body">
          <div className="cookie-dialog__head">
            <h2 id="cookie-dialog-title">
              {loaded.state === 'ready' && loaded.content.title
                ? loaded.content.title
                : t('cookieSettings')}
            </h2>
            <button type="button" className="icon-button" onClick={() => setDialogOpen(false)}>
              <Icon name="close" />
              <span className="visually-hidden">{t('close')}</span>
            </button>
          </div>
          {/* Focusable so that the keyboard can scroll a long text: a named region then, not an
              anonymous box (WCAG 4.1.2). */}
          <div
            className="cookie-dialog__text"
            tabIndex={0}
            role="region"
            aria-label={t('cookieTextLabel')}
            aria-busy={loaded.state === 'loading'}
          >
            {loaded.state === 'loading' ? (
              <p className="spinner" role="status">
                {t('loading')}
              </p>
            ) : loaded.state === 'error' ? (
              <p role="alert">{t('cookieLoadError')}</p>
            ) : (
              <div dangerouslySetInnerHTML={{ __html: loaded.content.content }} />
            )}
          </div>
          <fieldset className="cookie-dialog__choices">
            <legend className="visually-hidden">{t('cookieSettings')}</legend>
            <label className="checkbox">
              <input
                type="checkbox"
                name="terms"
                checked={choice.terms}
                onChange={(e) => setChoice((c) => ({ ...c, terms: e.target.checked }))}
              />
              <span>
                <strong>{t('cookieAnalytics')}</strong>
                <small>{t('cookieAnalyticsHint')}</small>
              </span>
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                name="information"
                checked={choice.information}
                onChange={(e) => setChoice((c) => ({ ...c, information: e.target.checked }))}
              />
              <span>
                <strong>{t('cookieAdvertising')}</strong>
                <small>{t('cookieAdvertisingHint')}</small>
              </span>
            </label>
          </fieldset>
          <div className="cookie-dialog__actions">
            <button type="button" className="button" onClick={() => setChoice(ALL)}>
              {t('acceptAll')}
            </button>
            <button type="button" className="button button--primary" onClick={acceptAndClose}>
              {t('acceptAndClose')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  )
}

/** The footer's 'Cookie settings' link (SPEC §2.4): reopens the dialog. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {label}
    </button>
  )
}
