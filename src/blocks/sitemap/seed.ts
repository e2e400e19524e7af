/** The sitemap block's sections come from the site itself; the demo sets nothing. */
export function sitemapSeed() {
  return {}
}
