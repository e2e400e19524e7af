import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { TimelineView } from './view'

export function TimelineBlock({ block }: BlockComponentProps<TimelineView>) {
  return (
    <section className="block" lang={block.lang}>
      <BlockHeading text={block.heading} />
      <ol className="timeline">
        {block.entries.map((entry) => (
          <li key={entry.id}>
            <span className="timeline__year">{entry.year}</span>
            <p>{entry.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
