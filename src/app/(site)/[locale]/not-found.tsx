import { getLocale, getTranslations } from 'next-intl/server'

import { ErrorScreen } from '@/components/shell/error-screen'
import { localizeHref } from '@/lib/nav-href'

export default async function NotFound() {
  const t = await getTranslations('errors')
  return (
    <ErrorScreen
      title={t('notFoundTitle')}
      kicker={t('sorry')}
      code={404}
      heading={t('pageNotFound')}
      text={t('notFoundText')}
      homeLabel={t('goHome')}
      homeHref={localizeHref('/', await getLocale())}
    />
  )
}
