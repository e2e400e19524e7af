'use client'

import dynamic from 'next/dynamic'

/**
 * The page block **function** can show any of these interactive areas, so every page built from
 * blocks imported all of them: each page loaded the forms, the download area and the search (with
 * zod and the robot check) whether it showed one or not. Here each is its own chunk, fetched only
 * by a page that renders it. `next/dynamic` without a loading state renders them into the HTML in
 * place (forms work without JavaScript, nothing moves when they hydrate) and names their chunk in
 * the page's head, so the browser fetches it at once.
 */
export const EnquiryForm = dynamic(() =>
  import('@/features/enquiry-forms/enquiry-form').then((module) => module.EnquiryForm),
)
export const SiteSearchArea = dynamic(() =>
  import('@/features/site-search/site-search').then((module) => module.SiteSearchArea),
)
export const DownloadArea = dynamic(() =>
  import('@/features/download-area/download-area').then((module) => module.DownloadArea),
)
export const PersonalArea = dynamic(() =>
  import('@/features/personal-area/personal-area').then((module) => module.PersonalArea),
)
export const RegisterForm = dynamic(() =>
  import('@/features/registration/register-form').then((module) => module.RegisterForm),
)
