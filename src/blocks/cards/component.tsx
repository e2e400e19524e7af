import { Card } from '@/features/content/card'

import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { CardsView } from './view'

export function CardsBlock({ block }: BlockComponentProps<CardsView>) {
  return (
    <section className="block" lang={block.lang}>
      <BlockHeading text={block.heading} />
      <ul className="card-grid">
        {block.items.map((item, i) => (
          <Card
            key={i}
            title={item.title}
            href={item.href}
            text={item.text}
            image={item.image}
            level={block.heading ? 3 : 2}
          />
        ))}
      </ul>
    </section>
  )
}
