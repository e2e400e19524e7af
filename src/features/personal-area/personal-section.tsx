import type { Locale } from '@/i18n/routing'

import { PersonalArea } from './personal-area-lazy'

/** The member's personal area (its content comes from the browser's session). */
export function PersonalSection({ locale, intro }: { locale: Locale; intro: React.ReactNode }) {
  return (
    <section className="feature">
      {intro}
      <PersonalArea locale={locale} />
    </section>
  )
}
