'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { Locale } from '@/i18n/routing'

/**
 * The texts the shell's client components show, handed down from the server as plain strings
 * (messages/*.json, namespaces `shell`, `errors` and `account`). The browser gets no message-format library:
 * the shell's texts use simple `{name}` placeholders only.
 */
type Messages = { [key: string]: string | Messages }
type Texts = { locale: Locale; shell: Messages; errors: Messages; account: Messages }

const ShellTextContext = createContext<Texts | null>(null)

export function ShellTextProvider({ children, ...texts }: Texts & { children: ReactNode }) {
  return <ShellTextContext.Provider value={texts}>{children}</ShellTextContext.Provider>
}

/** Looks up 'a.b' in a message tree and fills `{name}` placeholders. */
export function formatText(
  messages: Messages,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: string | Messages | undefined = messages
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') return key
  return node.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
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
  const messages = useTexts()[namespace]
  return (key: string, values?: Record<string, string | number>) =>
    formatText(messages, key, values)
}
