import { NavLink } from '@/components/ui/nav-link'

import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { CertificatesView } from './view'

/**
 * The certificates strip: the standard, what it certifies, and the document that
 * proves it (its family page in the download area).
 */
export function CertificatesBlock({ block }: BlockComponentProps<CertificatesView>) {
  return (
    <section className="block" lang={block.lang}>
      <BlockHeading text={block.heading} />
      <ul className="certificates">
        {block.items.map((item) => (
          <li key={item.standard} className="certificates__item">
            <svg className="certificates__seal" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="12" r="11" />
              <path d="M7 12.5l3.2 3.2L17.2 8.7" />
            </svg>
            <strong className="certificates__standard">{item.standard}</strong>
            <span className="certificates__scope">{item.scope}</span>
            {item.document ? (
              <NavLink href={item.document.href} className="certificates__document">
                {item.document.title}
              </NavLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
