'use client'

import dynamic from 'next/dynamic'

/**
 * Loaded as its own chunk: the page block **function** can show any feature, so a page built from
 * blocks would otherwise carry every feature's island (forms, zod, the robot check) whether it
 * shows one or not. `next/dynamic` without a loading state still renders it into the HTML in
 * place (it works without JavaScript, nothing moves when it hydrates) and names its chunk in the
 * page's head, so the browser fetches it at once.
 */
export const SiteSearchArea = dynamic(() =>
  import('./site-search').then((module) => module.SiteSearchArea),
)
