import { describe, expect, it } from 'vitest'

import { MAX_COMPARED_GRADES, requestedGradeSlugs, selectGrades } from './grade-compare'

describe('the slugs the comparison is asked for', () => {
  it('reads the links’ comma list and the form’s repeated parameter alike', () => {
    expect(requestedGradeSlugs('eurotalc-p-12,eurotalc-p-20')).toEqual([
      'eurotalc-p-12',
      'eurotalc-p-20',
    ])
    expect(requestedGradeSlugs(['eurotalc-p-12', 'eurotalc-p-20'])).toEqual([
      'eurotalc-p-12',
      'eurotalc-p-20',
    ])
    expect(requestedGradeSlugs(['eurotalc-p-12,eurotalc-k-50', 'eurotalc-p-20'])).toEqual([
      'eurotalc-p-12',
      'eurotalc-k-50',
      'eurotalc-p-20',
    ])
  })

  it('drops repeats and empty entries, trims and lowercases', () => {
    expect(requestedGradeSlugs(' EuroTalc-P-12 ,, eurotalc-p-12,eurotalc-p-20,')).toEqual([
      'eurotalc-p-12',
      'eurotalc-p-20',
    ])
    expect(requestedGradeSlugs(undefined)).toEqual([])
    expect(requestedGradeSlugs('')).toEqual([])
  })

  it('reads a bounded number of bounded entries from a hand-made address', () => {
    const many = Array.from({ length: 500 }, (_, i) => `grade-${i}`).join(',')
    expect(requestedGradeSlugs(many)).toHaveLength(30)
    expect(requestedGradeSlugs('x'.repeat(5000))[0]).toHaveLength(80)
  })
})

describe('the grades chosen', () => {
  const known = new Set(['a', 'b', 'c', 'd', 'e'])

  it('keeps the known ones in the order asked, at most three, and names the rest', () => {
    expect(MAX_COMPARED_GRADES).toBe(3)
    expect(selectGrades(['d', 'nope', 'a', 'b', 'c', 'e'], known)).toEqual({
      chosen: ['d', 'a', 'b'],
      leftOut: ['c', 'e'],
      unknown: ['nope'],
    })
  })

  it('counts unknown grades out before cutting to three', () => {
    expect(selectGrades(['x', 'y', 'a', 'b'], known)).toEqual({
      chosen: ['a', 'b'],
      leftOut: [],
      unknown: ['x', 'y'],
    })
  })
})
