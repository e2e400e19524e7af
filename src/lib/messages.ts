/**
 * Texts handed from the server to client islands as plain strings (a namespace of
 * messages/*.json). The browser gets no message-format library: these texts use simple `{name}`
 * placeholders only.
 */
export type Messages = { [key: string]: string | Messages }

export type TextValues = Record<string, string | number>

/** Looks up 'a.b' in a message tree and fills `{name}` placeholders; an unknown key shows itself. */
export function formatText(messages: Messages, key: string, values: TextValues = {}): string {
  let node: string | Messages | undefined = messages
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') return key
  return node.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/** `t(key, values)` over one message tree, as the islands call it. */
export function textsOf(messages: Messages) {
  return (key: string, values?: TextValues) => formatText(messages, key, values)
}
