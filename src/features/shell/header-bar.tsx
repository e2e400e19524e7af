'use client'

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'

import { NavLink } from '@/components/ui/nav-link'
import { usePathname, useRouter } from 'next/navigation'
import type { Locale } from '@/i18n/locales'
import { localizeHref } from '@/i18n/navigation'
import { readStoredUser } from '@/features/accounts/member-session'
import { USER_CHANGE_EVENT } from '@/lib/account-constants'
import { replayEarlyTaps } from '@/lib/early-taps'
import { OPEN_LOGIN_EVENT, PAGE_TRANSITION } from '@/lib/navigation-events'
import type { CardImage, NavigationItem } from '@/lib/shell-types'

import { Icon } from '@/components/shell/icons'
import { LanguageList } from './language-list'
import { MegaPanel } from './mega-panel'
import { MobileMenu } from './mobile-menu'
import { SearchForm } from '@/features/search/search-form'
import { useText } from '@/components/shell/shell-text'

/** At most one desktop panel is open: a section's menu, the search panel or the language panel. */
type Panel = { kind: 'menu'; id: string } | { kind: 'search' } | { kind: 'language' } | null

function panelId(panel: NonNullable<Panel>): string {
  return panel.kind === 'menu' ? `mega-${panel.id}` : `${panel.kind}-panel`
}

function focusToggleOf(panel: NonNullable<Panel>) {
  document.getElementById(`${panelId(panel)}-toggle`)?.focus()
}

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

const hasStoredUser = () => readStoredUser() !== null

function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(USER_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(USER_CHANGE_EVENT, onChange)
  }
}

/**
 * Whether the desktop navigation fits beside the logo and the tools on one line, measured: at
 * 200 % text size, or with long labels, it does not at widths where it usually does (ADR 0028).
 * The list keeps its layout while hidden (see globals.css), so it can be measured either way,
 * and the room is counted without the menu button that shows while it does not fit: the answer
 * is the same in both states, so it never flips back and forth.
 */
function navigationFits(inner: HTMLElement): boolean {
  const nav = inner.querySelector<HTMLElement>('.main-nav')
  const list = nav?.querySelector<HTMLElement>('.main-nav__list')
  if (!nav || !list || getComputedStyle(nav).display === 'none') return true
  const px = (value: string) => Number.parseFloat(value) || 0
  const style = getComputedStyle(inner)
  const others = [...inner.children].filter((child) => child !== nav)
  let taken = others.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0)
  const menuButton = inner.querySelector<HTMLElement>('.menu-button')
  if (menuButton && getComputedStyle(menuButton).display !== 'none') {
    const tools = menuButton.parentElement!
    taken -= menuButton.getBoundingClientRect().width + px(getComputedStyle(tools).columnGap)
  }
  const available =
    inner.clientWidth -
    px(style.paddingLeft) -
    px(style.paddingRight) -
    taken -
    px(style.columnGap) * others.length
  // A pixel's leeway: widths are fractional, scrollWidth is rounded.
  return list.scrollWidth <= available + 1
}

type Props = {
  locale: Locale
  navigation: NavigationItem[]
  /** The menu cards' pictures by the sublink's address. */
  cardImages: Record<string, CardImage>
  homeHref: string
  searchAction: string
  companyName: string
}

export function HeaderBar({
  locale,
  navigation,
  cardImages,
  homeHref,
  searchAction,
  companyName,
}: Props) {
  const t = useText('shell')
  // The address as the browser shows it ('/de/about-us'), and without the language prefix.
  const pathname = usePathname().replace(/^\/(en|de)(?=\/|$)/, '') || '/'
  const here = localizeHref(pathname, locale)
  const router = useRouter()
  const [panel, setPanel] = useState<Panel>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  // The section whose menu the pointer opened: a click on its button then keeps it open (the
  // visitor pointed at the button in order to open it) instead of closing it again.
  const hoverOpened = useRef<string | null>(null)

  // SPEC §2.4: compact whenever the page is scrolled at all.
  const compact = useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > 0,
    () => false,
  )
  const loggedIn = useSyncExternalStore(subscribeStorage, hasStoredUser, () => false)
  const [navOverflows, setNavOverflows] = useState(false)

  // A tap on a button of the bar before it had hydrated (a slow phone): answered now, in the
  // commit that hydrated it (src/lib/early-taps.ts).
  useLayoutEffect(() => replayEarlyTaps(headerRef.current), [])

  // The desktop navigation gives way to the menu button when it does not fit (measured again
  // whenever the bar's width or the list's text changes size: window, zoom, text size).
  useEffect(() => {
    const inner = headerRef.current?.querySelector<HTMLElement>('.site-header__inner')
    const list = inner?.querySelector<HTMLElement>('.main-nav__list')
    if (!inner || !list) return
    const measure = () => setNavOverflows(!navigationFits(inner))
    const observer = new ResizeObserver(measure)
    observer.observe(inner)
    observer.observe(list)
    return () => observer.disconnect()
  }, [])

  const isOpen = (p: NonNullable<Panel>) =>
    panel !== null &&
    panel.kind === p.kind &&
    (p.kind !== 'menu' || (panel.kind === 'menu' && panel.id === p.id))

  const toggle = (p: NonNullable<Panel>) => setPanel(isOpen(p) ? null : p)

  /** Closes the open panel; with `restoreFocus`, focus returns to the button that opened it. */
  const close = (restoreFocus: boolean) => {
    if (panel && restoreFocus) focusToggleOf(panel)
    setPanel(null)
  }

  // Every navigation closes whatever was open.
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setPanel(null)
    setMobileOpen(false)
  }

  // The search panel opens for typing.
  useEffect(() => {
    if (panel?.kind === 'search') document.getElementById('header-search-query')?.focus()
  }, [panel])

  // Escape and clicks outside the header close the open panel.
  useEffect(() => {
    if (!panel) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      focusToggleOf(panel)
      setPanel(null)
    }
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setPanel(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [panel])

  // Tabbing out of a section (past its last link) closes its menu.
  const onItemBlur = (id: string) => (event: React.FocusEvent<HTMLLIElement>) => {
    // No new focus (a click on the panel's background, another window): not a Tab away.
    if (!event.relatedTarget) return
    if (!event.currentTarget.contains(event.relatedTarget as Node)) {
      setPanel((current) => (current?.kind === 'menu' && current.id === id ? null : current))
    }
  }

  const onUser = () => {
    if (loggedIn)
      router.push(localizeHref('/personal', locale), { transitionTypes: PAGE_TRANSITION })
    else window.dispatchEvent(new Event(OPEN_LOGIN_EVENT))
  }

  return (
    <header
      ref={headerRef}
      className="site-header"
      data-compact={compact ? 'true' : undefined}
      data-panel={panel ? panel.kind : undefined}
      data-nav-overflow={navOverflows ? 'true' : undefined}
    >
      <div className="site-header__inner">
        <NavLink href={homeHref} className="site-header__logo" aria-label={t('homeLink')}>
          <Icon name="logo" />
          <span aria-hidden="true">{companyName.split(' ')[0]}</span>
        </NavLink>

        <nav
          aria-label={t('mainNavigation')}
          className="main-nav"
          onMouseLeave={() => setPanel((p) => (p?.kind === 'menu' ? null : p))}
        >
          <ul className="main-nav__list">
            {navigation.map((item) => {
              const hasPanel = item.sublinks.length > 0
              const open = isOpen({ kind: 'menu', id: item.id })
              const inSection = here === item.href || here.startsWith(`${item.href}/`)
              return (
                <li
                  key={item.id}
                  className="main-nav__item disclosure"
                  data-open={open ? 'true' : undefined}
                  onMouseEnter={() => {
                    // Pointing at a section without sublinks closes the menu of another one.
                    if (!hasPanel) return setPanel((p) => (p?.kind === 'menu' ? null : p))
                    if (!open) hoverOpened.current = item.id
                    setPanel({ kind: 'menu', id: item.id })
                  }}
                  onBlur={hasPanel ? onItemBlur(item.id) : undefined}
                >
                  {/* No prefetch, as in the panels (see mega-panel.tsx): a prefetched page's
                      payload preloads its hero, unused until the visitor goes there. */}
                  <NavLink
                    href={item.href}
                    className="main-nav__link"
                    data-active={inSection ? 'true' : undefined}
                    aria-current={here === item.href ? 'page' : undefined}
                    prefetch={false}
                  >
                    {item.link}
                  </NavLink>
                  {hasPanel ? (
                    <>
                      <button
                        type="button"
                        id={`mega-${item.id}-toggle`}
                        data-early-tap
                        className="main-nav__toggle"
                        aria-expanded={open}
                        aria-controls={`mega-${item.id}`}
                        onClick={() => {
                          const pinned = hoverOpened.current === item.id && open
                          hoverOpened.current = null
                          if (!pinned) toggle({ kind: 'menu', id: item.id })
                        }}
                      >
                        <Icon name="chevron-down" />
                        <span className="visually-hidden">
                          {t('showSubmenu', { section: item.link })}
                        </span>
                      </button>
                      {/* A link taken closes the menu, also one to the page already shown
                          (a new query only, or the same address): no path change to close it. */}
                      <div
                        id={`mega-${item.id}`}
                        className="mega-panel disclosure__panel"
                        hidden={!open}
                        onClick={(event) => {
                          if ((event.target as Element).closest('a[href]')) setPanel(null)
                        }}
                      >
                        <MegaPanel item={item} images={cardImages} onClose={() => close(true)} />
                      </div>
                    </>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </nav>

        <div className="header-tools">
          <div
            className="disclosure header-tools__item"
            data-open={isOpen({ kind: 'search' }) || undefined}
          >
            <button
              type="button"
              id="search-panel-toggle"
              data-early-tap
              className="icon-button"
              aria-expanded={isOpen({ kind: 'search' })}
              aria-controls="search-panel"
              onClick={() => toggle({ kind: 'search' })}
            >
              <Icon name="search" />
              <span className="visually-hidden">{t('search')}</span>
            </button>
            <div
              id="search-panel"
              className="tool-panel tool-panel--search disclosure__panel"
              hidden={!isOpen({ kind: 'search' })}
            >
              <SearchForm action={searchAction} idPrefix="header" />
            </div>
          </div>

          <button
            type="button"
            className="icon-button user-button"
            data-authenticated={loggedIn ? 'true' : undefined}
            onClick={onUser}
            aria-label={loggedIn ? t('personalArea') : t('login')}
          >
            <Icon name={loggedIn ? 'user-check' : 'user'} />
          </button>

          <div
            className="disclosure header-tools__item header-tools__language"
            data-open={isOpen({ kind: 'language' }) || undefined}
          >
            <button
              type="button"
              id="language-panel-toggle"
              data-early-tap
              className="language-button"
              aria-expanded={isOpen({ kind: 'language' })}
              aria-controls="language-panel"
              onClick={() => toggle({ kind: 'language' })}
            >
              {/* The visible code starts the accessible name (WCAG 2.5.3, label in name). */}
              {locale.toUpperCase()}
              <span className="visually-hidden">
                {' – '}
                {t('languageButton', { language: t(`languageName.${locale}`) })}
              </span>
            </button>
            <div
              id="language-panel"
              className="tool-panel tool-panel--language disclosure__panel"
              hidden={!isOpen({ kind: 'language' })}
            >
              <LanguageList current={locale} pathname={pathname} />
            </div>
          </div>

          <button
            type="button"
            id="menu-button"
            data-early-tap
            className="icon-button menu-button"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setPanel(null)
              setMobileOpen((o) => !o)
            }}
          >
            <Icon name="menu" />
            <span className="visually-hidden">{t('openMenu')}</span>
          </button>
        </div>
      </div>

      <MobileMenu
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        navigation={navigation}
        searchAction={searchAction}
        locale={locale}
        pathname={pathname}
      />
    </header>
  )
}
