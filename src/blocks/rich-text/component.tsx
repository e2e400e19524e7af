import type { BlockComponentProps } from '../component-props'
import type { RichTextView } from './view'

export function RichTextBlock({ block }: BlockComponentProps<RichTextView>) {
  return (
    <div
      className="rich-text block"
      lang={block.lang}
      dangerouslySetInnerHTML={{ __html: block.html }}
    />
  )
}
