import { getTranslations } from 'next-intl/server'

import type { PlaceKind } from '@/blocks/locations-map/locations-map'

import { BlockHeading } from '../block-heading'
import type { BlockComponentProps } from '../component-props'
import type { LocationsMapView } from './view'

function PlaceSymbol({ kind, number }: { kind: PlaceKind; number?: number }) {
  return (
    <span className={`locations__symbol locations__symbol--${kind}`} aria-hidden="true">
      {number}
    </span>
  )
}

/**
 * "Where we are" (ADR 0027): the map as an image drawn on the server (no tiles, no script; its
 * alt text names the places), and beside it the places as text with their addresses, numbered
 * like the markers.
 */
export async function LocationsMapBlock({ block, locale }: BlockComponentProps<LocationsMapView>) {
  const t = await getTranslations({ locale, namespace: 'producer' })
  const shell = await getTranslations({ locale, namespace: 'shell' })
  const H = block.heading ? 'h3' : 'h2'
  const drawn = block.places.filter((place) => place.onMap)
  const alt = t('mapAlt', {
    places: drawn
      .map((place) =>
        t('mapAltPlace', { number: place.number, name: place.name, kind: t(place.placeKind) }),
      )
      .join('; '),
  })
  return (
    <section className="block" lang={block.lang}>
      <BlockHeading text={block.heading} />
      {block.intro ? <p className="locations__intro">{block.intro}</p> : null}
      <div className="locations">
        {block.map ? (
          <figure className="locations__map">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG of our own route, not an upload to optimise */}
            <img
              src={block.map.src}
              alt={alt}
              width={block.map.width}
              height={block.map.height}
              loading="lazy"
              decoding="async"
            />
            <figcaption>
              <ul className="locations__legend" aria-label={t('legend')}>
                <li>
                  <PlaceSymbol kind="plant" /> {t('plant')}
                </li>
                <li>
                  <PlaceSymbol kind="office" /> {t('office')}
                </li>
              </ul>
            </figcaption>
          </figure>
        ) : null}
        <ol className="locations__places">
          {block.places.map((place) => (
            <li key={place.number} className="locations__place">
              <PlaceSymbol kind={place.placeKind} number={place.number} />
              <div>
                <H className="locations__name">{place.name}</H>
                <p className="locations__kind">{place.kind ?? t(place.placeKind)}</p>
                <address>
                  {place.address.split('\n').map((line, i) => (
                    <span key={i}>
                      {line}
                      <br />
                    </span>
                  ))}
                  {place.phone ? (
                    <>
                      {shell('phone')}:{' '}
                      <a href={`tel:${place.phone.replace(/\s+/g, '')}`}>{place.phone}</a>
                      <br />
                    </>
                  ) : null}
                  {place.email ? (
                    <>
                      {shell('email')}: <a href={`mailto:${place.email}`}>{place.email}</a>
                    </>
                  ) : null}
                </address>
                {place.onMap ? null : <p className="locations__off-map">{t('notOnMap')}</p>}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
