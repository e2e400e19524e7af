import { describe, expect, it } from 'vitest'

import { GRADE_FORMS, GRADE_PROPERTIES } from './grade-data'
import { DEFAULT_FINDER_SORT, FINDER_PARAMS, FINDER_SORTS, finderSearchOf } from './grade-finder'
import {
  canonicalCompareQuery,
  canonicalFinderQuery,
  FINDER_NUMBER_RULES,
  FINDER_QUERY_DEFAULT_SORT,
  FINDER_QUERY_FORMS,
  FINDER_QUERY_PARAMS,
  FINDER_QUERY_SORTS,
  isCanonicalGradeQuery,
  MAX_COMPARED_GRADES,
} from './grade-query.mjs'

/** One address per set of filters, so a shared cache holds a bounded number (ADR 0029). */
const finder = (query: string) => canonicalFinderQuery(new URLSearchParams(query))
const compare = (query: string) => canonicalCompareQuery(new URLSearchParams(query))

describe('the canonical finder query', () => {
  it('is one key for two orders of the same filters', () => {
    const a = finder('form=compacted&d50max=1.5&market=automotive-plastics')
    const b = finder('market=automotive-plastics&form=compacted&d50max=1.5')
    expect(a).toEqual({
      search: 'market=automotive-plastics&d50max=1.5&form=compacted',
      invalid: false,
    })
    expect(b).toEqual(a)
  })

  it('drops unknown parameters, empty fields, the default order and repeats', () => {
    expect(finder('utm_source=mail&d50max=3&x=1')).toEqual({ search: 'd50max=3', invalid: false })
    expect(finder('market=&d50min=&d50max=3&d98max=&whitenessmin=&form=&sort=name')).toEqual({
      search: 'd50max=3',
      invalid: false,
    })
    expect(finder('d50max=3&d50max=4&d50max=3')).toEqual({ search: 'd50max=3', invalid: false })
    expect(finder('sort=d50&sort=name').search).toBe('sort=d50')
  })

  it('writes each number once: a point, no trailing zeros, rounded to the step', () => {
    expect(finder('d50max=2,5').search).toBe('d50max=2.5')
    expect(finder('d50max=3.000').search).toBe('d50max=3')
    expect(finder('d50max=1.23456').search).toBe('d50max=1.23')
    expect(finder('d50max=1.005').search).toBe('d50max=1.01')
    expect(finder('whitenessmin=90.26').search).toBe('whitenessmin=90.3')
    expect(finder('d98max=,5').search).toBe('d98max=0.5')
  })

  it('is bounded: out-of-bounds, unreadable and upside-down values are left out and flagged', () => {
    expect(finder('whitenessmin=101')).toEqual({ search: '', invalid: true })
    expect(finder('whitenessmin=bright&form=compacted')).toEqual({
      search: 'form=compacted',
      invalid: true,
    })
    expect(finder('d50min=5&d50max=2&form=compacted')).toEqual({
      search: 'form=compacted',
      invalid: true,
    })
    expect(finder('form=liquid').invalid).toBe(true)
    expect(finder('sort=price').invalid).toBe(true)
    expect(finder(`market=${'a'.repeat(81)}`).invalid).toBe(true)
    expect(finder('market=Not%20a%20slug').invalid).toBe(true)
  })

  it('is what the finder’s island puts in the address, so a visitor never meets the redirect', () => {
    const form = (entries: [string, string][]) => finderSearchOf(entries)
    for (const entries of [
      [
        ['market', ''],
        ['d50min', ''],
        ['d50max', '1,5'],
        ['form', 'compacted'],
        ['sort', 'name'],
      ],
      [
        ['market', 'automotive-plastics'],
        ['d50max', '3'],
        ['sort', 'd50'],
      ],
      [
        ['d50max', '1.234'],
        ['whitenessmin', '90.26'],
        ['d98max', ',5'],
      ],
    ] as [string, string][][]) {
      const search = form(entries)
      expect(finder(search)).toEqual({ search, invalid: false })
    }
  })

  it('has the finder’s parameters, forms, orders and the properties’ bounds', () => {
    expect(FINDER_QUERY_PARAMS).toEqual(FINDER_PARAMS)
    expect(FINDER_QUERY_FORMS).toEqual(GRADE_FORMS)
    expect(FINDER_QUERY_SORTS).toEqual(FINDER_SORTS)
    expect(FINDER_QUERY_DEFAULT_SORT).toBe(DEFAULT_FINDER_SORT)
    const property = { d50min: 'd50', d50max: 'd50', d98max: 'topCut', whitenessmin: 'whiteness' }
    for (const [name, key] of Object.entries(property)) {
      const rule = FINDER_NUMBER_RULES[name as keyof typeof FINDER_NUMBER_RULES]
      const { min, max } = GRADE_PROPERTIES[key as keyof typeof GRADE_PROPERTIES]
      expect({ min: rule.min, max: rule.max }, name).toEqual({ min, max })
    }
  })
})

describe('the canonical comparison query', () => {
  it('is one key for two orders, both spellings and repeats of the same grades', () => {
    const canonical = 'grades=eurotalc-p-12&grades=eurotalc-p-20'
    for (const query of [
      'grades=eurotalc-p-20&grades=eurotalc-p-12',
      'grades=eurotalc-p-12,eurotalc-p-20',
      'grades=EuroTalc-P-20,eurotalc-p-12,eurotalc-p-20&grades=eurotalc-p-12&x=1',
      'grades=,eurotalc-p-12,,eurotalc-p-20,',
    ])
      expect(compare(query), query).toMatchObject({ search: canonical, invalid: false })
  })

  it('is bounded: at most three grades, a malformed entry left out and flagged', () => {
    expect(MAX_COMPARED_GRADES).toBe(3)
    expect(compare('grades=d,c,b,a')).toEqual({
      search: 'grades=a&grades=b&grades=c',
      invalid: true,
      slugs: ['a', 'b', 'c'],
    })
    expect(compare('grades=a,<script>')).toMatchObject({ search: 'grades=a', invalid: true })
    expect(compare(`grades=${'a'.repeat(81)}`)).toMatchObject({ search: '', invalid: true })
    expect(compare('')).toEqual({ search: '', invalid: false, slugs: [] })
  })
})

describe('isCanonicalGradeQuery (what a shared cache may keep)', () => {
  it('takes the canonical addresses of both pages in both languages, with the router’s _rsc', () => {
    for (const target of [
      '/our-products/grades',
      '/de/our-products/grades?d50max=1.5&form=compacted',
      '/our-products/grades/compare?grades=a&grades=b',
      '/our-products/grades?form=compacted&_rsc=abc',
    ])
      expect(isCanonicalGradeQuery(target), target).toBe(true)
  })

  it('refuses any other spelling, byte for byte, and other pages', () => {
    for (const target of [
      '/our-products/grades?form=compacted&d50max=1.5',
      '/our-products/grades?',
      '/our-products/grades?%66orm=compacted',
      '/our-products/grades?form=compacted&utm_source=x',
      '/our-products/grades/compare?grades=b&grades=a',
      '/our-products/grades/compare?grades=a,b',
      '/our-products/grades/eurotalc-p-12',
      '/about-us',
    ])
      expect(isCanonicalGradeQuery(target), target).toBe(false)
  })
})
