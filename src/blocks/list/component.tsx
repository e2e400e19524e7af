import { ListItems } from '@/features/content/lists'

import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { ListBlockView } from './view'

export function ListBlock({ block, locale }: BlockComponentProps<ListBlockView>) {
  return (
    <section className="block">
      {/* Only the heading is the block's text: the items are their collections' own. */}
      <BlockHeading text={block.heading} lang={block.lang} />
      <ListItems list={block.list} locale={locale} itemLevel={block.heading ? 3 : 2} />
    </section>
  )
}
