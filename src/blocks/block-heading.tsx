/** A block's optional heading. */
export function BlockHeading({ text }: { text: string | null }) {
  return text ? <h2 className="block__heading">{text}</h2> : null
}
