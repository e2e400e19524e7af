import 'server-only'

import { getTranslations } from 'next-intl/server'

import { contentRoutes } from '@/lib/content-routes'
import { localizeHref } from '@/i18n/navigation'
import type { ContentContext } from '@/server/content-context'
import { getMenuLabel, getPageTrail } from '@/features/content/pages'

/**
 * The breadcrumb above a grade's sheet and the comparison: the pages above them, then the grade
 * finder. The finder is no CMS page (its address is the app's), so the page trail alone would
 * skip it; it is named as the menu names it, else by its title.
 */
export async function gradeTrail(ctx: ContentContext): Promise<{ label: string; href: string }[]> {
  const href = localizeHref(contentRoutes.gradeFinder, ctx.locale)
  const [trail, menuLabel, t] = await Promise.all([
    getPageTrail(ctx, `${contentRoutes.gradeFinder}/x`),
    getMenuLabel(ctx, href),
    getTranslations({ locale: ctx.locale, namespace: 'gradeFinder' }),
  ])
  return [...trail, { label: menuLabel ?? t('title'), href }]
}
