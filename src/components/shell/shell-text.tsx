'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { Locale } from '@/i18n/routing'
import { type Messages, textsOf } from '@/lib/messages'

/**
 * The texts the shell's client components show, handed down from the server as plain strings
 * (messages/*.json, namespaces `shell`, `errors` and `account`; see src/lib/messages.ts).
 */
type Texts = { locale: Locale; shell: Messages; errors: Messages; account: Messages }

const ShellTextContext = createContext<Texts | null>(null)

export function ShellTextProvider({ children, ...texts }: Texts & { children: ReactNode }) {
  return <ShellTextContext.Provider value={texts}>{children}</ShellTextContext.Provider>
}

function useTexts(): Texts {
  const texts = useContext(ShellTextContext)
  if (!texts) throw new Error('ShellTextProvider is missing')
  return texts
}

export function useShellLocale(): Locale {
  return useTexts().locale
}

export function useText(namespace: 'shell' | 'errors' | 'account') {
  return textsOf(useTexts()[namespace])
}
