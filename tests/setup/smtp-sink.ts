import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it receives: the site sends through the same
 * nodemailer SMTP transport as in production. Tests read the parsed messages.
 */
export type SmtpSink = {
  url: string
  messages: ParsedMail[]
  /** Resolves with the first message (received before or later) that matches, or fails after `ms`. */
  waitFor(match: (mail: ParsedMail) => boolean, ms?: number): Promise<ParsedMail>
  /** Refuses every message from now on (451), as a mail server in trouble does. */
  setRefusing(refusing: boolean): void
  close(): Promise<void>
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
  return to.flatMap((a) => a.value.map((v) => v.address ?? ''))
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = []
  const waiters = new Set<() => void>()
  let refusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume()
        stream.on('end', () => {
          const error = new Error('Mailbox temporarily unavailable') as Error & {
            responseCode: number
          }
          error.responseCode = 451
          callback(error)
        })
        return
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    setRefusing(value) {
      refusing = value
    },
    waitFor(match, ms = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching mail within ${ms} ms (${messages.length} received)`))
        }, ms)
        if (!check()) waiters.add(check)
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
