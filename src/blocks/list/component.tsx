import { ListItems } from '@/components/content/lists'

import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { ListBlockView } from './view'

export function ListBlock({ block, locale }: BlockComponentProps<ListBlockView>) {
  return (
    <section className="block">
      <BlockHeading text={block.heading} />
      <ListItems list={block.list} locale={locale} itemLevel={block.heading ? 3 : 2} />
    </section>
  )
}
