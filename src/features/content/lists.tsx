import 'server-only'

import { getTranslations } from 'next-intl/server'

import { NavLink } from '@/components/ui/nav-link'
import type { Locale } from '@/i18n/routing'
import type { ListView } from '@/lib/content-types'
import { formatLongDate, formatShortDate, isoDay } from '@/lib/dates'

import { Card } from './card'
import { ContentImage } from '@/components/content/content-image'
import { MarketCards } from '@/features/markets/market-cards'
import { faqPageLd } from '@/server/json-ld'
import { JsonLd } from './json-ld'

function DateLine({ date, locale }: { date: string; locale: Locale }) {
  return (
    <time className="card__date" dateTime={isoDay(date)}>
      {formatLongDate(date, locale)}
    </time>
  )
}

/** The items a list block shows, in the form that suits each kind of content. */
export async function ListItems({
  list,
  locale,
  itemLevel = 3,
}: {
  list: ListView
  locale: Locale
  /** The level of the items' headings: one below the list's own heading, or 2 without one. */
  itemLevel?: 2 | 3
}) {
  const H = itemLevel === 2 ? 'h2' : 'h3'
  const t = await getTranslations({ locale, namespace: 'content' })
  const shell = await getTranslations({ locale, namespace: 'shell' })
  if (list.items.length === 0) return <p className="list-empty">{t('empty')}</p>

  switch (list.source) {
    case 'company-news':
    case 'media-about-us':
    case 'blog-posts':
      return (
        <ul className="card-grid">
          {list.items.map((item) => (
            <Card
              key={item.href}
              title={item.title}
              href={item.href}
              text={item.excerpt}
              image={item.image}
              level={itemLevel}
              above={<DateLine date={item.date} locale={locale} />}
            />
          ))}
        </ul>
      )
    case 'jobs':
      return (
        <ul className="job-list">
          {list.items.map((job) => (
            <li key={job.href}>
              <H>
                <NavLink href={job.href}>{job.title}</NavLink>
              </H>
              <p className="job-list__facts">
                {job.location} · {t(`employmentTypes.${job.employmentType}`)} · {job.reference} ·{' '}
                <time dateTime={isoDay(job.createdAt)}>
                  {formatShortDate(job.createdAt, locale)}
                </time>
              </p>
              <p>{job.summary}</p>
            </li>
          ))}
        </ul>
      )
    case 'gallery-photos':
      return (
        <ul className="gallery-grid">
          {list.items.map((photo) => (
            <li key={photo.href}>
              <NavLink href={photo.href} className="gallery-grid__link">
                {photo.image ? (
                  <ContentImage
                    image={photo.image}
                    sizes="(min-width: 1240px) 300px, (min-width: 600px) 33vw, 50vw"
                    decorative
                  />
                ) : null}
                <span>{photo.title}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )
    case 'team-members':
      return (
        <ul className="team-grid">
          {list.items.map((member) => (
            <li key={member.id}>
              {member.image ? (
                <ContentImage image={member.image} sizes="240px" className="team-grid__photo" />
              ) : (
                <span className="team-grid__initials" aria-hidden="true">
                  {member.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')
                    .slice(0, 2)}
                </span>
              )}
              <H>{member.name}</H>
              <p className="team-grid__role">{member.role}</p>
              {member.bio ? <p>{member.bio}</p> : null}
            </li>
          ))}
        </ul>
      )
    case 'faq-entries':
      return (
        <>
          <div className="faq">
            {list.items.map((entry) => (
              <details key={entry.id}>
                <summary>{entry.question}</summary>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
              </details>
            ))}
          </div>
          <JsonLd data={faqPageLd(list.items)} />
        </>
      )
    case 'offices':
      return (
        <ul className="office-list">
          {list.items.map((office) => (
            <li key={office.id}>
              <H>{office.name}</H>
              {office.kind ? <p className="office-list__kind">{office.kind}</p> : null}
              <address>
                {office.address.split('\n').map((line, i) => (
                  <span key={i}>
                    {line}
                    <br />
                  </span>
                ))}
                {office.phone ? (
                  <>
                    {shell('phone')}:{' '}
                    <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a>
                    <br />
                  </>
                ) : null}
                {office.email ? (
                  <>
                    {shell('email')}: <a href={`mailto:${office.email}`}>{office.email}</a>
                  </>
                ) : null}
              </address>
              <a
                href={`https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=15/${office.latitude}/${office.longitude}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('showOnMap', { name: office.name })}
                <span className="visually-hidden"> {t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )
    case 'product-markets':
      return <MarketCards nodes={list.items} locale={locale} level={itemLevel === 2 ? 2 : 3} />
  }
}
