'use client'

import { useEffect, useRef, useState } from 'react'

import { Modal } from '@/components/ui/modal'
import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import type { NavigationItem } from '@/lib/shell-types'

import { Icon } from '@/components/shell/icons'
import { LanguageList } from './language-list'
import { SubSubmenu } from './mega-panel'
import { SearchForm } from '@/features/search/search-form'
import { useText } from '@/components/shell/shell-text'

type View = { kind: 'main' } | { kind: 'section'; id: string } | { kind: 'language' }

type Props = {
  open: boolean
  onClose: () => void
  navigation: NavigationItem[]
  searchAction: string
  locale: Locale
  pathname: string
}

/**
 * The slide-in menu below the md breakpoint (SPEC §2.4, §4): search box, sections that open
 * their sublinks with a back action, and the 'Select language' panel. A modal dialog, so focus
 * stays inside while it is open.
 */
export function MobileMenu({ open, onClose, navigation, searchAction, locale, pathname }: Props) {
  const t = useText('shell')
  const [view, setView] = useState<View>({ kind: 'main' })
  const bodyRef = useRef<HTMLDivElement>(null)
  // Where focus goes after a view change: the back button, or the section that was left.
  const focusTarget = useRef<string | null>(null)

  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (open) setView({ kind: 'main' })
  }

  useEffect(() => {
    if (!focusTarget.current) return
    bodyRef.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget.current}"]`)?.focus()
    focusTarget.current = null
  }, [view])

  const go = (next: View, focus: string) => {
    focusTarget.current = focus
    setView(next)
  }

  const section =
    view.kind === 'section' ? navigation.find((item) => item.id === view.id) : undefined

  return (
    <Modal
      open={open}
      onClose={onClose}
      id="mobile-menu"
      labelledBy="mobile-menu-title"
      className="mobile-menu"
    >
      <div ref={bodyRef} className="mobile-menu__body" data-view={view.kind}>
        <div className="mobile-menu__bar">
          <h2 id="mobile-menu-title" className="mobile-menu__title">
            {view.kind === 'language' ? t('selectLanguage') : section ? section.link : t('menu')}
          </h2>
          <button type="button" className="icon-button" onClick={onClose}>
            <Icon name="close" />
            <span className="visually-hidden">{t('closeMenu')}</span>
          </button>
        </div>

        {view.kind === 'main' ? (
          <div className="mobile-menu__view">
            <SearchForm action={searchAction} idPrefix="mobile" />
            <ul className="mobile-menu__list">
              {navigation.map((item) => (
                <li key={item.id}>
                  {item.sublinks.length > 0 ? (
                    <button
                      type="button"
                      className="mobile-menu__row"
                      data-focus={`section-${item.id}`}
                      onClick={() => go({ kind: 'section', id: item.id }, 'back')}
                    >
                      <span>{item.link}</span>
                      <Icon name="chevron-right" />
                    </button>
                  ) : (
                    <NavLink href={item.href} className="mobile-menu__row" onClick={onClose}>
                      {item.link}
                    </NavLink>
                  )}
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="mobile-menu__row"
                  data-focus="language"
                  onClick={() => go({ kind: 'language' }, 'back')}
                >
                  <span>{t('selectLanguage')}</span>
                  <span className="mobile-menu__code">{locale.toUpperCase()}</span>
                </button>
              </li>
            </ul>
          </div>
        ) : (
          <div className="mobile-menu__view">
            <button
              type="button"
              className="mobile-menu__back"
              data-focus="back"
              onClick={() => go({ kind: 'main' }, section ? `section-${section.id}` : 'language')}
            >
              <Icon name="chevron-left" />
              <span>{t('back')}</span>
            </button>
            {section ? (
              <ul className="mobile-menu__list">
                <li>
                  <NavLink href={section.href} className="mobile-menu__row" onClick={onClose}>
                    {t('overview', { section: section.link })}
                  </NavLink>
                </li>
                {section.sublinks.map((sub) => (
                  <li key={sub.href}>
                    <NavLink href={sub.href} className="mobile-menu__row" onClick={onClose}>
                      {sub.link}
                    </NavLink>
                    <SubSubmenu sublink={sub} onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            ) : (
              <LanguageList current={locale} pathname={pathname} />
            )}
          </div>
        )}
      </div>
    </Modal>
  )
}
