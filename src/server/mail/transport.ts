// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.

import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

import { getEnv, type MailConfig } from '@/env'
import { EMAIL_PATTERN } from '@/lib/account-constants'

/** A name and an address, for a header (nodemailer encodes the name). */
export type MailAddress = { name: string; address: string }

export type OutgoingMail = {
  to: string | string[]
  subject: string
  text: string
  html: string
  /** Sets the language of the message (Content-Language), 'en' or 'de'. */
  language: string
  /** Where a reply goes (Reply-To): the sender of an enquiry. */
  replyTo?: MailAddress
}

/**
 * A header address from what a visitor typed (the sender of an enquiry), or null. The address
 * only when it is one by the forms' own check (no line break, no second address, no display
 * name of its own); the name without control characters, quotes, angle brackets or backslashes,
 * so that nothing in it can start a header of its own or add an address.
 */
export function mailAddress(name: string, address: string): MailAddress | null {
  const trimmed = address.trim()
  if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed)) return null
  const safeName = name
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029"<>\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
  return { name: safeName, address: trimmed }
}

let transporter: { config: MailConfig; transport: Transporter } | undefined

/** The outbox job whose mails are being sent, and how many it has sent in this try. */
const outboxJob = new AsyncLocalStorage<{ key: string; sent: number }>()

/** What names one outbox job for good: its id with the time it was queued. */
export type OutboxJob = { id: string | number; createdAt?: string | null }

/**
 * The Message-ID of the n-th mail of an outbox job: the same on every try of that job, and no
 * other job's, here or in another installation. A job's id alone is not enough: SQLite gives a
 * deleted job's id to the next one (no AUTOINCREMENT), and a restored or second installation
 * counts from the same numbers, while mail systems drop a message whose Message-ID they have
 * seen. So the id, the time the job was queued and this installation's secret, hashed.
 */
export function outboxMessageId(secret: string, job: OutboxJob, n: number, from: string): string {
  const key = crypto
    .createHash('sha256')
    .update(`${secret}\n${job.id}\n${job.createdAt ?? ''}`)
    .digest('hex')
    .slice(0, 32)
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return `<outbox.${key}.${n}@${domain}>`
}

/**
 * Runs an outbox job's sending with Message-IDs of the job (outboxMessageId). A job sent again
 * (its process died after the mail server took the mail, before the job was marked done: a kill,
 * a crash) sends the same Message-ID, so that mail systems file it as the same message (ADR
 * 0025). Mails outside a job get nodemailer's random one.
 */
export function withOutboxJob<T>(job: OutboxJob, send: () => Promise<T>): Promise<T> {
  return outboxJob.run({ key: JSON.stringify([job.id, job.createdAt ?? '']), sent: 0 }, send)
}

function messageId(config: MailConfig): string | undefined {
  const job = outboxJob.getStore()
  if (!job) return undefined
  job.sent += 1
  const [id, createdAt] = JSON.parse(job.key) as [string | number, string]
  return outboxMessageId(getEnv().payloadSecret, { id, createdAt }, job.sent, config.from)
}

function transportFor(config: MailConfig): Transporter {
  if (transporter?.config === config) return transporter.transport
  const transport =
    config.transport === 'smtp'
      ? nodemailer.createTransport({
          url: config.url,
          // A slow or dead mail server must not hold a worker for minutes: the outbox retries.
          // (Options, not the second argument: that one holds defaults for the messages.)
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  transporter = { config, transport }
  return transport
}

/**
 * Sends one message now: over SMTP, or, in a demo without SMTP_URL, as an `.eml` file in
 * `<DATA_DIR>/mail` (open it with any mail program). Throws when the server refuses; the
 * outbox (./outbox.ts) decides about retries.
 */
export async function deliverMail(mail: OutgoingMail): Promise<void> {
  const config = getEnv().mail
  const info = await transportFor(config).sendMail({
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    headers: { 'Content-Language': mail.language },
    messageId: messageId(config),
  })
  if (config.transport === 'files') {
    await fs.mkdir(config.dir, { recursive: true })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`
    await fs.writeFile(path.join(config.dir, name), (info as { message: Buffer }).message, {
      mode: 0o600,
    })
  }
}
