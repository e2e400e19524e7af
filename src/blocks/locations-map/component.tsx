import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { LocationsMapView } from './view'

export function LocationsMapBlock({ block }: BlockComponentProps<LocationsMapView>) {
  return (
    <section className="block" lang={block.lang}>
      <BlockHeading text={block.heading} />
      {block.intro ? <p>{block.intro}</p> : null}
    </section>
  )
}
