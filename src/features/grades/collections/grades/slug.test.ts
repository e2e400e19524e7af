import { describe, expect, it } from 'vitest'

import { gradesCollection } from './index'

type Validate = (value: unknown, options: { req?: { i18n?: { language?: string } } }) => unknown

const slugField = gradesCollection.fields.find(
  (field) => 'name' in field && field.name === 'slug',
) as { validate: Validate }

describe("a grade's slug", () => {
  it("refuses 'compare', the comparison's own address (/our-products/grades/compare)", async () => {
    expect(await slugField.validate('compare', {})).toBe(
      '“compare” is the address of another page: choose another slug.',
    )
    expect(await slugField.validate('compare', { req: { i18n: { language: 'de' } } })).toMatch(
      /^„compare“ ist die Adresse einer anderen Seite/,
    )
  })

  it('takes other slugs as the site does, and refuses what the site refuses', async () => {
    expect(await slugField.validate('eurotalc-p-12', {})).toBe(true)
    expect(await slugField.validate('compare-2', {})).toBe(true)
    expect(await slugField.validate('Compare Grades', {})).toMatch(/lowercase letters/)
  })
})
