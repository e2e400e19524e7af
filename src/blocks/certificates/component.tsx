import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { CertificatesView } from './view'

export function CertificatesBlock({ block }: BlockComponentProps<CertificatesView>) {
  return (
    <section className="block" lang={block.lang}>
      <BlockHeading text={block.heading} />
      <ul className="certificates">
        {block.items.map((item) => (
          <li key={item.standard} className="certificates__item">
            <strong>{item.standard}</strong> {item.scope}
          </li>
        ))}
      </ul>
    </section>
  )
}
