import { type APIRequestContext, expect, type Page, test } from './fixtures'

import { expectNoAxeViolations } from './axe'

/**
 * A grade's page as a product sheet and the comparison of grades (ADR 0027):
 * the property table with values written in the language, units and test methods; the
 * particle-size chart as an image with a name, a summary and its points as a table; the actions
 * (the sample request opens with the grade chosen); the comparison's table with the differing
 * rows marked and the curves on one chart, chosen with JavaScript off through the page's own
 * form. Both languages, at the phone's and the desktop's width; axe on both pages.
 */
type Locale = 'en' | 'de'
const at = (locale: Locale, p: string) => (locale === 'en' ? p : `/de${p}`)

const GRADE = '/our-products/grades/eurotalc-p-12'
const COMPARE = '/our-products/grades/compare'

const TEXT = {
  en: {
    properties: 'Typical properties',
    table: 'Typical properties of EuroTalc P 12',
    columns: ['Property', 'Typical value', 'Unit', 'Test method'],
    d50: 'Median particle size d50',
    d50Value: '1.2',
    chart: /^Particle-size distribution of EuroTalc P 12:/,
    summary: /50 % of the mass is finer than 1\.2 µm/,
    dataToggle: 'The values as a table',
    dataTable: /^Cumulative percentage passing by particle size/,
    sample: 'Request a sample of EuroTalc P 12',
    grade: 'Grade',
    dataSheet: 'Technical data sheet (PDF)',
    registered: 'for registered customers',
    sales: 'Contact sales',
    compareWith: 'Compare with other grades',
    finder: 'Find other grades in the grade finder',
    finderCrumb: 'Grade finder',
    compareTitle: 'Compare grades',
    compareTable: 'Typical properties of EuroTalc P 12 and EuroTalc P 20',
    property: 'Property',
    differs: '(the grades differ)',
    form: 'Form',
    d50Cells: ['1.2 µm', '2 µm'],
    compareChart: /^Particle-size distribution of EuroTalc P 12 and EuroTalc P 20:/,
    legend: 'Legend',
    choose: /^Grades to compare/,
    chooseTwo: 'Choose two or three grades.',
    oneMore: 'You have chosen EuroTalc P 12. Choose at least one more grade to compare it with.',
    submit: 'Compare',
    unknown: 'There is no grade “no-such-grade”: it is left out.',
    leftOut: 'At most three grades can be compared side by side; left out: EuroTalc K 50.',
  },
  de: {
    properties: 'Typische Eigenschaften',
    table: 'Typische Eigenschaften von EuroTalc P 12',
    columns: ['Eigenschaft', 'Typischer Wert', 'Einheit', 'Prüfmethode'],
    d50: 'Mittlere Korngröße d50',
    d50Value: '1,2',
    chart: /^Korngrößenverteilung von EuroTalc P 12:/,
    summary: /50 % der Masse feiner als 1,2 µm/,
    dataToggle: 'Die Werte als Tabelle',
    dataTable: /^Kumulierter Durchgang in Prozent je Korngröße/,
    sample: 'Muster von EuroTalc P 12 anfordern',
    grade: 'Sorte',
    dataSheet: 'Technisches Datenblatt (PDF)',
    registered: 'für registrierte Kunden',
    sales: 'Vertrieb kontaktieren',
    compareWith: 'Mit anderen Produktsorten vergleichen',
    finder: 'Weitere Produktsorten im Sortenfinder suchen',
    finderCrumb: 'Sortenfinder',
    compareTitle: 'Produktsorten vergleichen',
    compareTable: 'Typische Eigenschaften von EuroTalc P 12 und EuroTalc P 20',
    property: 'Eigenschaft',
    differs: '(die Produktsorten unterscheiden sich)',
    form: 'Lieferform',
    d50Cells: ['1,2 µm', '2 µm'],
    compareChart: /^Korngrößenverteilung von EuroTalc P 12 und EuroTalc P 20:/,
    legend: 'Legende',
    choose: /^Zu vergleichende Produktsorten/,
    chooseTwo: 'Wählen Sie zwei oder drei Produktsorten.',
    oneMore:
      'Sie haben EuroTalc P 12 gewählt. Wählen Sie mindestens eine weitere Produktsorte zum Vergleich.',
    submit: 'Vergleichen',
    unknown: 'Die Produktsorte „no-such-grade“ gibt es nicht; sie bleibt unberücksichtigt.',
    leftOut:
      'Nebeneinander lassen sich höchstens drei Produktsorten vergleichen; nicht berücksichtigt: EuroTalc K 50.',
  },
} as const

/** The cookie banner is decided before the page loads, so it never covers the content. */
async function decideCookies(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('cookies', JSON.stringify({ terms: false, information: false })),
  )
}

/** The grade's particle-size points as stored (the seed derives them from d50 and d98). */
async function storedPsd(request: APIRequestContext, slug: string) {
  const answer = await request.get(`/api/cms/grades?where[slug][equals]=${slug}&depth=0`)
  expect(answer.status()).toBe(200)
  const [grade] = (
    (await answer.json()) as { docs: { psd?: { size: number; passing: number }[] }[] }
  ).docs
  const psd = grade?.psd ?? []
  expect(psd.length).toBeGreaterThan(1)
  return psd
}

const number = (locale: Locale, value: number, decimals: number) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: decimals,
  }).format(value)

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale]

  test(`a grade's page is a product sheet: property table, particle-size chart, actions (${locale})`, async ({
    page,
    request,
  }) => {
    await decideCookies(page)
    await page.goto(at(locale, GRADE))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('EuroTalc P 12')

    // The property table: value as written in the language, its unit and its method.
    const properties = page.getByRole('region', { name: t.properties })
    const table = properties.getByRole('table', { name: t.table })
    await expect(table.getByRole('columnheader')).toHaveText([...t.columns])
    const d50 = table.getByRole('row', { name: new RegExp(`^${t.d50}`) })
    await expect(d50.getByRole('rowheader')).toHaveText(t.d50)
    await expect(d50.getByRole('cell')).toHaveText([t.d50Value, 'µm', 'ISO 13317-3'])

    // The chart: an image with a name, described by the sentence under it.
    const chart = page.getByRole('img', { name: t.chart })
    await expect(chart).toBeVisible()
    await expect(chart).toHaveAccessibleDescription(t.summary)
    // Its points as a table, behind a disclosure: each stored point, in the language.
    const psd = await storedPsd(request, 'eurotalc-p-12')
    await page.getByText(t.dataToggle, { exact: true }).click()
    const data = page.getByRole('table', { name: t.dataTable })
    await expect(data).toBeVisible()
    const rows = data.locator('tbody tr')
    await expect(rows).toHaveCount(psd.length)
    await expect(rows.getByRole('rowheader')).toHaveText(
      psd.map((point) => number(locale, point.size, 2)),
    )
    await expect(rows.getByRole('cell')).toHaveText(
      psd.map((point) => number(locale, point.passing, 1)),
    )
    await expectNoAxeViolations(page)

    // The actions: the data sheet (for registered customers, and says so), sales, the
    // comparison with this grade chosen, the finder.
    const dataSheet = page.getByRole('link', { name: t.dataSheet, exact: true })
    await expect(dataSheet).toHaveAttribute(
      'href',
      `/api/v1/grades/eurotalc-p-12/data-sheet?locale=${locale}`,
    )
    await expect(dataSheet).toHaveAccessibleDescription(t.registered)
    await expect(
      page.getByRole('main').getByRole('link', { name: t.sales, exact: true }),
    ).toHaveAttribute('href', `${at(locale, '/contacts/contact-sales')}?grade=eurotalc-p-12`)
    await expect(page.getByRole('link', { name: t.compareWith, exact: true })).toHaveAttribute(
      'href',
      `${at(locale, COMPARE)}?grades=eurotalc-p-12`,
    )
    await expect(
      page.getByRole('main').getByRole('link', { name: t.finder, exact: true }),
    ).toHaveAttribute('href', at(locale, '/our-products/grades'))

    // The breadcrumb leads through the finder (no CMS page: the trail adds it).
    const crumbs = page.getByRole('navigation', { name: /^(Breadcrumb|Brotkrümelnavigation)$/ })
    await expect(crumbs.getByRole('link', { name: t.finderCrumb, exact: true })).toHaveAttribute(
      'href',
      at(locale, '/our-products/grades'),
    )

    // The sample request opens with this grade chosen.
    await page.getByRole('link', { name: t.sample, exact: true }).click()
    await expect(page).toHaveURL(
      new RegExp(`${at(locale, '/contacts/request-a-sample')}\\?grade=eurotalc-p-12$`),
    )
    const grade = page.locator('form.site-form').getByLabel(new RegExp(`^${t.grade}`))
    await expect(grade).toHaveValue('eurotalc-p-12')
    await expect(grade.locator('option:checked')).toHaveText('EuroTalc P 12')
  })

  test(`two grades side by side: their properties, the differences marked, both curves (${locale})`, async ({
    page,
  }) => {
    await decideCookies(page)
    await page.goto(`${at(locale, COMPARE)}?grades=eurotalc-p-12,eurotalc-p-20`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.compareTitle)

    const table = page.getByRole('table', { name: t.compareTable })
    await expect(table.getByRole('columnheader')).toHaveText([
      t.property,
      'EuroTalc P 12',
      'EuroTalc P 20',
    ])
    await expect(
      table.getByRole('columnheader', { name: 'EuroTalc P 20' }).getByRole('link'),
    ).toHaveAttribute('href', at(locale, '/our-products/grades/eurotalc-p-20'))

    // d50 differs (1.2 and 2 µm): marked by its class and in words; the form (both compacted)
    // is the same and not marked.
    const d50 = table.getByRole('row', { name: new RegExp(`^${t.d50}`) })
    await expect(d50.getByRole('cell')).toHaveText([...t.d50Cells])
    await expect(d50).toHaveClass(/grade-compare__row--differs/)
    await expect(d50.getByRole('rowheader')).toContainText(t.differs)
    const form = table.getByRole('row', { name: new RegExp(`^${t.form}`) })
    await expect(form).not.toHaveClass(/differs/)
    await expect(form.getByRole('rowheader')).not.toContainText(t.differs)

    // Both curves on one chart, told apart by the legend.
    const chart = page.getByRole('img', { name: t.compareChart })
    await expect(chart).toBeVisible()
    await expect(chart.locator('.psd-chart__series')).toHaveCount(2)
    await expect(page.getByRole('list', { name: t.legend }).getByRole('listitem')).toHaveCount(2)
    await expectNoAxeViolations(page)

    // Without a choice: the explanation and the form, axe-clean too.
    await page.goto(at(locale, COMPARE))
    await expect(page.getByText(t.chooseTwo, { exact: true })).toBeVisible()
    await expect(page.getByRole('group', { name: t.choose }).getByRole('checkbox')).not.toHaveCount(
      0,
    )
    await expectNoAxeViolations(page)
  })

  test(`the comparison names unknown grades and keeps the first three (${locale})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the address is read the same at any width')
    await decideCookies(page)
    await page.goto(
      `${at(locale, COMPARE)}?grades=eurotalc-p-12,no-such-grade,eurotalc-p-20,eurotalc-p-12,eurotalc-pp-30,eurotalc-k-50`,
    )
    await expect(page.getByText(t.unknown, { exact: true })).toBeVisible()
    await expect(page.getByText(t.leftOut, { exact: true })).toBeVisible()
    await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveText([
      t.property,
      'EuroTalc P 12',
      'EuroTalc P 20',
      'EuroTalc PP 30',
    ])
    await expectNoAxeViolations(page)
  })

  test.describe(() => {
    test.use({ javaScriptEnabled: false })

    test(`without JavaScript, grades are chosen through the page's form (${locale})`, async ({
      page,
    }) => {
      // From the grade's page: the comparison opens with that grade chosen and asks for more.
      await page.goto(at(locale, GRADE))
      await page.getByRole('link', { name: t.compareWith, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${at(locale, COMPARE)}\\?grades=eurotalc-p-12$`))
      await expect(page.getByText(t.oneMore, { exact: true })).toBeVisible()
      await expect(page.getByRole('table')).toHaveCount(0)
      const choices = page.getByRole('group', { name: t.choose })
      await expect(
        choices.getByRole('checkbox', { name: 'EuroTalc P 12', exact: true }),
      ).toBeChecked()
      await choices.getByRole('checkbox', { name: 'EuroTalc P 20', exact: true }).check()
      await page.getByRole('button', { name: t.submit, exact: true }).click()

      await expect(page).toHaveURL(/\/compare\?grades=/)
      const chosen = new URL(page.url()).searchParams.getAll('grades').sort()
      expect(chosen).toEqual(['eurotalc-p-12', 'eurotalc-p-20'])
      await expect(
        page.getByRole('table', { name: t.compareTable }).getByRole('columnheader'),
      ).toHaveText([t.property, 'EuroTalc P 12', 'EuroTalc P 20'])
      await expect(page.getByRole('img', { name: t.compareChart })).toBeVisible()
    })

    test(`without JavaScript, the comparison without grades explains and offers the form (${locale})`, async ({
      page,
    }) => {
      await page.goto(at(locale, COMPARE))
      await expect(page.getByText(t.chooseTwo, { exact: true })).toBeVisible()
      const choices = page.getByRole('group', { name: t.choose })
      await expect(choices.getByRole('checkbox', { checked: true })).toHaveCount(0)
      await choices.getByRole('checkbox', { name: 'EuroTalc P 20', exact: true }).check()
      await choices.getByRole('checkbox', { name: 'EuroTalc K 50', exact: true }).check()
      await page.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveText([
        t.property,
        'EuroTalc K 50',
        'EuroTalc P 20',
      ])
    })
  })
}
