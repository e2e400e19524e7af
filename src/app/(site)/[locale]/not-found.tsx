import { getTranslations } from 'next-intl/server'

import { ErrorScreen } from '@/components/shell/error-screen'

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
    />
  )
}
