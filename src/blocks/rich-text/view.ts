import type { BlockViewContext, StoredBlock } from '../block-types'

export type RichTextView = { html: string }

export function richTextView(block: StoredBlock<'richText'>, ctx: BlockViewContext): RichTextView {
  return { html: ctx.richText(block.content) }
}
