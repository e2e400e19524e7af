import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import type { LinkView } from '@/lib/content-types'

import { Breadcrumbs } from './breadcrumbs'

/**
 * The frame of every content page: breadcrumbs (not on the home page), the title as h1 (unless
 * the content opens with a hero, whose heading then is the h1), the content.
 */
export function ContentPage({
  locale,
  title,
  href,
  trail,
  className,
  titleInContent = false,
  titleLang,
  crumbLabel,
  children,
}: {
  locale: Locale
  title: string
  href: string
  /** The pages above this one; null on the home page. */
  trail: readonly LinkView[] | null
  className?: string
  /** The content opens with a hero whose heading is the page's h1. */
  titleInContent?: boolean
  /** The title's language when it is the other language's (not yet translated; WCAG 3.1.2). */
  titleLang?: string
  /** The current page's breadcrumb, when the menu calls it other than its title. */
  crumbLabel?: string | null
  children: ReactNode
}) {
  return (
    <article className={className ? `content-page ${className}` : 'content-page'}>
      {trail ? (
        <Breadcrumbs locale={locale} trail={trail} current={{ label: crumbLabel || title, href }} />
      ) : null}
      {titleInContent ? null : <h1 lang={titleLang}>{title}</h1>}
      {children}
    </article>
  )
}
