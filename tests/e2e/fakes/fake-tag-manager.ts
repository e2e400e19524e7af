import type { Page, Request } from '@playwright/test'

/**
 * FAKE Google Tag Manager, at its boundary: this machine cannot reach Google. The browser still
 * runs our real loading code; the request for gtm.js is answered with a small script that does
 * what a GA4 page-view tag does: it sends each `page_view` pushed to the dataLayer as a
 * collect request to google-analytics.com, which is answered here too and recorded.
 */
const FAKE_GTM_SCRIPT = `
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function send(entry) {
    if (!entry || entry.event !== 'page_view') return;
    var q = new URLSearchParams({ en: 'page_view', dt: entry.page_title || '', dl: entry.page_location || '', dp: entry.page_path || '' });
    navigator.sendBeacon('https://region1.google-analytics.com/g/collect?' + q.toString());
  }
  layer.forEach(send);
  var push = layer.push.bind(layer);
  layer.push = function () { for (var i = 0; i < arguments.length; i++) send(arguments[i]); return push.apply(null, arguments); };
})();
`

const ANALYTICS_HOSTS =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/

export type AnalyticsTraffic = { requests: Request[]; pageViews: () => URLSearchParams[] }

/** Answers and records every request to an analytics host. */
export async function fakeTagManager(page: Page): Promise<AnalyticsTraffic> {
  const requests: Request[] = []
  await page.route(
    (url) => ANALYTICS_HOSTS.test(url.hostname),
    async (route) => {
      requests.push(route.request())
      const url = new URL(route.request().url())
      if (url.pathname === '/gtm.js') {
        await route.fulfill({ contentType: 'application/javascript', body: FAKE_GTM_SCRIPT })
      } else {
        await route.fulfill({ status: 204, body: '' })
      }
    },
  )
  return {
    requests,
    pageViews: () =>
      requests
        .map((r) => new URL(r.url()))
        .filter((u) => u.pathname === '/g/collect')
        .map((u) => u.searchParams),
  }
}
