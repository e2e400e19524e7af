'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { CONSENT_CHANGE_EVENT } from '@/lib/navigation-events'
import type { CookiePreferences } from '@/lib/shell-types'

import { readCookiePreferences } from '@/components/shell/browser-state'

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

type DataLayerWindow = Window & { dataLayer?: unknown[] }

/** Google Analytics' first-party cookies (_ga, _ga_<id>, _gid, _gat…), on this host and its parent domains. */
function removeAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((name) => /^_(ga|gid|gat|gcl)/.test(name))
  const parts = window.location.hostname.split('.')
  const domains = parts.map((_, i) => parts.slice(i).join('.'))
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`
  }
}

function loadTagManager(containerId: string) {
  const w = window as DataLayerWindow
  if (document.getElementById('gtm-script')) return
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.id = 'gtm-script'
  script.async = true
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`
  document.head.appendChild(script)
}

/**
 * Google Tag Manager, only with a container id in the site settings AND the visitor's consent to
 * analytics cookies (`terms`, SPEC §3). Before that, not one request goes to an analytics host.
 * Every route change then sends a page_view with title, location and path (SPEC §7).
 */
export function Analytics({ containerId }: { containerId: string }) {
  const [allowed, setAllowed] = useState(false)
  const pathname = usePathname()
  const params = new URLSearchParams(useSearchParams())
  // Opening or closing the login dialog (?login) is no new page.
  params.delete('login')
  const search = params.toString()

  useEffect(() => {
    const consented = readCookiePreferences()?.terms === true
    // Without consent no analytics cookie may stay, also one written by a tag in its last moments
    // before a withdrawal reloaded the page.
    if (!consented) removeAnalyticsCookies()
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAllowed(consented)
    const onChange = (event: Event) => {
      const now = (event as CustomEvent<CookiePreferences>).detail?.terms === true
      // Withdrawn: Tag Manager and its tags are running in this page and cannot be unloaded.
      // Remove their cookies and start the page afresh, without them.
      if (!now && document.getElementById('gtm-script')) {
        removeAnalyticsCookies()
        window.location.reload()
        return
      }
      setAllowed(now)
    }
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
    return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
  }, [])

  useEffect(() => {
    if (allowed) loadTagManager(containerId)
  }, [allowed, containerId])

  const lastTitle = useRef<string | null>(null)
  useEffect(() => {
    if (!allowed) return
    // The new page's title arrives with its metadata, a moment after the address changes: wait
    // for it (at most five seconds: a slow phone can take that long), so the page view names the
    // page it counts.
    let waited = 0
    const timer = setInterval(() => {
      waited += 50
      const title = document.title
      if (!(title && title !== lastTitle.current) && waited < 5000) return
      clearInterval(timer)
      lastTitle.current = title
      const w = window as DataLayerWindow
      w.dataLayer = w.dataLayer ?? []
      w.dataLayer.push({
        event: 'page_view',
        page_title: title,
        page_location: window.location.href,
        page_path: `${pathname}${search ? `?${search}` : ''}`,
      })
    }, 50)
    return () => clearInterval(timer)
  }, [allowed, pathname, search])

  return null
}
