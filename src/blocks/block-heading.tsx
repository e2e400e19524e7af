/** A block's optional heading; `lang` when it is the other language's (not yet translated). */
export function BlockHeading({ text, lang }: { text: string | null; lang?: string }) {
  return text ? (
    <h2 className="block__heading" lang={lang}>
      {text}
    </h2>
  ) : null
}
