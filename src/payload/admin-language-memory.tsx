'use client'

import type { AcceptedLanguages } from '@payloadcms/translations'
import { useAuth, usePreferences, useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react'

import { ADMIN_LANGUAGE_PREFERENCE } from './admin-language-preference'

/**
 * Keeps the admin language with the account (./admin-language.ts), around the whole admin:
 * a language the user switches to (the account page's selector) is stored as their preference,
 * and a signed-in admin that shows another language than the stored one switches to it. The
 * login sets the language cookie already; this brings the admin's own texts along, which the
 * login page loaded in the browser's language before the user was known.
 */
export function AdminLanguageMemory({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const { i18n, languageOptions, switchLanguage } = useTranslation()
  const { getPreference, setPreference } = usePreferences()
  const language = i18n.language
  const userId = user?.id
  // The stored choice of the signed-in user, once read (undefined: not read yet).
  const stored = useRef<{ user: unknown; value: string | null } | undefined>(undefined)
  const shown = useRef(language)
  const signedIn = useRef(userId)

  // Payload's functions change with the language: these read the ones of the moment, so that
  // the effects below run for a new user and a new language only.
  const restore = useEffectEvent(async (forUser: unknown) => {
    const value = await getPreference<string | null>(ADMIN_LANGUAGE_PREFERENCE)
    // Signed out, or another user, meanwhile.
    if (signedIn.current !== forUser) return
    stored.current = { user: forUser, value: typeof value === 'string' ? value : null }
    const known = languageOptions.some((option) => option.value === value)
    if (typeof value === 'string' && known && value !== shown.current)
      await switchLanguage?.(value as AcceptedLanguages)
  })
  const remember = useEffectEvent((chosen: string) => {
    void setPreference(ADMIN_LANGUAGE_PREFERENCE, chosen)
  })

  useEffect(() => {
    signedIn.current = userId
    stored.current = undefined
    if (userId !== undefined) void restore(userId)
  }, [userId])

  useEffect(() => {
    const previous = shown.current
    shown.current = language
    const choice = stored.current
    // A change while signed in, once the stored choice is known, that is not the stored one
    // being applied: the user chose it.
    if (previous === language || !choice || choice.user !== userId || choice.value === language)
      return
    choice.value = language
    remember(language)
  }, [language, userId])

  return <>{children}</>
}
