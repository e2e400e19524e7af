import 'server-only'

import { getTranslations } from 'next-intl/server'

import { NavLink } from '@/components/ui/nav-link'
import type { SitemapSection } from '@/lib/content-types'

import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { SitemapView } from './view'

function SitemapTree({ sections }: { sections: SitemapSection[] }) {
  return (
    <ul>
      {sections.map((section) => (
        <li key={section.href}>
          <NavLink href={section.href}>{section.title}</NavLink>
          {section.children.length ? <SitemapTree sections={section.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

export async function SitemapBlock({ block, locale }: BlockComponentProps<SitemapView>) {
  return (
    <nav
      className="block sitemap"
      aria-label={
        block.heading ?? (await getTranslations({ locale, namespace: 'shell' }))('sitemap')
      }
    >
      {/* Only the heading is the block's text: the sections are the pages' own titles. */}
      <BlockHeading text={block.heading} lang={block.lang} />
      <SitemapTree sections={block.sections} />
    </nav>
  )
}
