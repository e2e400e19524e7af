import { ContentImage } from '@/components/content/content-image'

import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { MediaTextView } from './view'

const HALF_WIDTH = '(min-width: 900px) 600px, 100vw'

export function MediaTextBlock({ block, first }: BlockComponentProps<MediaTextView>) {
  return (
    <section
      className={`media-text media-text--image-${block.imagePosition} block`}
      lang={block.lang}
    >
      <div>
        <BlockHeading text={block.heading} />
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
      </div>
      {block.image ? (
        <ContentImage
          image={block.image}
          sizes={HALF_WIDTH}
          className="media-text__image"
          preload={first}
        />
      ) : null}
    </section>
  )
}
