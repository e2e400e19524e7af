import { DATE_LOCALES } from '@/lib/dates'

import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { StatsView } from './view'

export function StatsBlock({ block, locale }: BlockComponentProps<StatsView>) {
  return (
    <section className="block" lang={block.lang}>
      <BlockHeading text={block.heading} />
      <dl className="stats">
        {block.items.map((item, i) => (
          <div key={i} className="stats__item">
            <dt>{item.label}</dt>
            <dd>
              <span className="stats__value">
                {new Intl.NumberFormat(DATE_LOCALES[locale]).format(item.value)}
              </span>
              {item.unit ? <span className="stats__unit"> {item.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
