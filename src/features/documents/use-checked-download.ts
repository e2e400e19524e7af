'use client'

import { useCallback, useState } from 'react'

import { storeUser } from '@/features/accounts/member-session'
import type { Locale } from '@/i18n/routing'

/**
 * A download checked by the server first (`?check=1`): when it may go ahead the browser saves
 * the attachment and the page stays; a refusal shows its text instead of a broken file, and a
 * lost session forgets the stored user. Shared by the download area, the family pages and the
 * data sheets' access page. `fileLocale` is the language of a generated file (a technical data
 * sheet), when it is not the page's; the check's texts stay in the page's.
 */
export function useCheckedDownload(locale: Locale, text: (key: string) => string) {
  const [notice, setNotice] = useState<string | null>(null)
  const [refusedSignIn, setRefusedSignIn] = useState(false)
  const download = useCallback(
    async (url: string, fileLocale: Locale = locale) => {
      setNotice(text('preparing'))
      setRefusedSignIn(false)
      const separator = url.includes('?') ? '&' : '?'
      try {
        const check = await fetch(`${url}${separator}check=1&locale=${locale}`, {
          credentials: 'same-origin',
          cache: 'no-store',
        })
        if (check.status === 204) {
          setNotice(null)
          const link = document.createElement('a')
          link.href = `${url}${separator}locale=${fileLocale}`
          document.body.append(link)
          link.click()
          link.remove()
          return
        }
        const body = (await check.json().catch(() => null)) as { message?: string } | null
        if (check.status === 401) {
          storeUser(null)
          setRefusedSignIn(true)
        }
        setNotice(body?.message ?? text('downloadFailed'))
      } catch {
        setNotice(text('downloadFailed'))
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  )
  return { download, notice, setNotice, refusedSignIn }
}
