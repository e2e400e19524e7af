import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import {
  FINDER_FORMS,
  FINDER_SORTS,
  type FinderMarket,
  findFinderMarket,
} from '@/features/grades/grade-finder'
import type { FinderFormValues } from '@/features/grades/grade-finder-query'

export const FINDER_FORM_ID = 'grade-finder-form'

const NUMBER_HINT_ID = 'finder-number-hint'

/** A text field for a decimal: any text is sent, the server reads "2.5" and "2,5" alike. */
function NumberField({
  name,
  label,
  value,
}: {
  name: keyof FinderFormValues
  label: string
  value: string
}) {
  const id = `finder-${name}`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field__control"
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        defaultValue={value}
        aria-describedby={NUMBER_HINT_ID}
      />
    </div>
  )
}

/**
 * The finder's filters as a plain GET form to the finder's own address (ADR 0027): without
 * JavaScript the submit button applies them; with it, FinderIsland applies each change. Markets
 * are offered as the tree's sections (each also as a whole) and their markets.
 */
export async function FinderForm({
  locale,
  action,
  markets,
  values,
}: {
  locale: Locale
  action: string
  markets: readonly FinderMarket[]
  values: FinderFormValues
}) {
  const t = await getTranslations({ locale, namespace: 'gradeFinder' })
  // A deeper entry of the tree (a market's related product) chosen in the address is not among
  // the sections and markets offered: it is offered too, so the field shows what applies.
  const offered = markets.flatMap((section) => [section, ...section.children])
  const deeper =
    values.market && !offered.some((market) => market.slug === values.market)
      ? findFinderMarket(markets, values.market)
      : null
  return (
    <form id={FINDER_FORM_ID} className="grade-finder__form" method="get" action={action}>
      <fieldset className="grade-finder__filters">
        <legend>{t('filters')}</legend>
        <p className="field__hint" id={NUMBER_HINT_ID}>
          {t('numberHint')}
        </p>
        <div className="grade-finder__grid">
          <div className="field">
            <label className="field__label" htmlFor="finder-market">
              {t('market')}
            </label>
            <select
              className="field__control"
              id="finder-market"
              name="market"
              defaultValue={values.market}
            >
              <option value="">{t('anyMarket')}</option>
              {markets.map((section) =>
                section.children.length ? (
                  <optgroup key={section.slug} label={section.title}>
                    <option value={section.slug}>
                      {t('wholeSection', { section: section.title })}
                    </option>
                    {section.children.map((market) => (
                      <option key={market.slug} value={market.slug}>
                        {market.title}
                      </option>
                    ))}
                  </optgroup>
                ) : (
                  <option key={section.slug} value={section.slug}>
                    {section.title}
                  </option>
                ),
              )}
              {deeper ? <option value={deeper.slug}>{deeper.title}</option> : null}
            </select>
          </div>
          <fieldset className="grade-finder__range">
            <legend className="field__label">{t('d50Range')}</legend>
            <div className="grade-finder__range-fields">
              <NumberField name="d50min" label={t('from')} value={values.d50min} />
              <NumberField name="d50max" label={t('to')} value={values.d50max} />
            </div>
          </fieldset>
          <NumberField name="d98max" label={t('d98Max')} value={values.d98max} />
          <NumberField name="whitenessmin" label={t('whitenessMin')} value={values.whitenessmin} />
          <div className="field">
            <label className="field__label" htmlFor="finder-form">
              {t('form')}
            </label>
            <select
              className="field__control"
              id="finder-form"
              name="form"
              defaultValue={values.form}
            >
              <option value="">{t('anyForm')}</option>
              {FINDER_FORMS.map((form) => (
                <option key={form} value={form}>
                  {t(`forms.${form}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="finder-sort">
              {t('sort')}
            </label>
            <select
              className="field__control"
              id="finder-sort"
              name="sort"
              defaultValue={values.sort}
            >
              {FINDER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <div className="grade-finder__actions">
        <button id="finder-submit" type="submit" className="button button--primary">
          {t('submit')}
        </button>
        {/* A plain link: with JavaScript too it loads the finder afresh, every field emptied. */}
        <a id="finder-reset" href={action}>
          {t('reset')}
        </a>
      </div>
    </form>
  )
}
