import 'server-only'

import { getEnv } from '@/env'
import type { BlogPostView, FaqEntryView, JobView, NewsItemView } from '@/lib/content-types'

import type { SiteSettingsView } from '@/server/shell'

const CONTEXT = 'https://schema.org'

/** Structured data needs absolute addresses: the site's public origin. */
export function absoluteUrl(href: string): string {
  return new URL(href, getEnv().serverURL).toString()
}

function organizationRef(settings: SiteSettingsView) {
  return { '@type': 'Organization', name: settings.companyName, url: absoluteUrl('/') }
}

export function organizationLd(settings: SiteSettingsView, logo: string) {
  const sameAs = [settings.social.linkedin_link, settings.social.youtube_link].filter(Boolean)
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: settings.companyName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(logo),
    ...(settings.contacts.email ? { email: settings.contacts.email } : {}),
    ...(settings.contacts.phone ? { telephone: settings.contacts.phone } : {}),
    ...(settings.contacts.address
      ? { address: settings.contacts.address.split('\n').filter(Boolean).join(', ') }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

export function breadcrumbListLd(items: { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

export function articleLd(
  article: NewsItemView | BlogPostView,
  settings: SiteSettingsView,
  locale: string,
) {
  const isBlog = 'author' in article
  return {
    '@context': CONTEXT,
    '@type': isBlog ? 'BlogPosting' : 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    inLanguage: locale,
    datePublished: article.date,
    dateModified: article.updatedAt,
    mainEntityOfPage: absoluteUrl(article.href),
    ...(article.image ? { image: [absoluteUrl(article.image.shareSrc ?? article.image.src)] } : {}),
    author: isBlog ? { '@type': 'Person', name: article.author } : organizationRef(settings),
    publisher: organizationRef(settings),
  }
}

export function jobPostingLd(job: JobView, settings: SiteSettingsView, locale: string) {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: [job.summary, job.whatToDo, job.requirements, job.plusPoints, job.conditions]
      .filter(Boolean)
      .join('\n'),
    inLanguage: locale,
    datePosted: job.createdAt,
    employmentType: job.employmentType,
    identifier: { '@type': 'PropertyValue', name: settings.companyName, value: job.reference },
    hiringOrganization: { ...organizationRef(settings), sameAs: absoluteUrl('/') },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location },
    },
    url: absoluteUrl(job.href),
  }
}

export function faqPageLd(entries: readonly FaqEntryView[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerHtml },
    })),
  }
}
