import { describe, expect, it } from 'vitest'

import { contentRoutes, isUnavailablePagePath } from './content-routes'

describe('content routes', () => {
  it('builds the detail addresses of SPEC §2.2', () => {
    expect(contentRoutes.news('media-about-us', 'x')).toBe('/news-events/media-about-us/x')
    expect(contentRoutes.productMarket(['plastics', 'automotive-plastics', 'graphite'])).toBe(
      '/our-products/product-markets/plastics/automotive-plastics/graphite',
    )
  })

  it('knows which page paths another route would answer', () => {
    for (const path of [
      '/blog/post',
      '/news-events/company-news/x',
      '/news-events/events/fair',
      '/about-us/careers/engineer',
      '/about-us/gallery/mill',
      '/our-products/product-markets/plastics',
      '/our-products/grades',
      '/our-products/grades/eurotalc-p-12',
      '/our-products/grades/compare',
      '/download/documents/sds-eurotalc-p-12-en',
      '/de',
      '/de/about-us',
      '/admin',
      '/api/v1',
      '/login',
      '/imprint',
    ]) {
      expect(isUnavailablePagePath(path), path).toBe(true)
    }
    for (const path of [
      '/',
      '/blog',
      '/news-events',
      '/news-events/company-news',
      '/about-us/careers',
      '/our-products/product-markets',
      '/our-products/grades-overview',
      '/download',
      '/destination',
      '/personal',
      '/farewell',
    ]) {
      expect(isUnavailablePagePath(path), path).toBe(false)
    }
  })
})
