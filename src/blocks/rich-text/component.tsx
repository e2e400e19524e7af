import type { BlockComponentProps } from '../component-props'
import type { RichTextView } from './view'

export function RichTextBlock({ block }: BlockComponentProps<RichTextView>) {
  return <div className="rich-text block" dangerouslySetInnerHTML={{ __html: block.html }} />
}
