// No `server-only` here: the Payload config (also loaded by the CLI) reaches this module.

import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

import { getEnv, type MailConfig } from '@/env'

export type OutgoingMail = {
  to: string | string[]
  subject: string
  text: string
  html: string
  /** Sets the language of the message (Content-Language), 'en' or 'de'. */
  language: string
}

let transporter: { config: MailConfig; transport: Transporter } | undefined

/** The outbox job whose mails are being sent, and how many it has sent in this try. */
const outboxJob = new AsyncLocalStorage<{ id: string; sent: number }>()

/**
 * Runs an outbox job's sending with Message-IDs made from the job's id and the mail's place in
 * it. A job sent again (its process died after the mail server took the mail, before the job was
 * marked done: a kill, a crash) sends the same Message-ID, so that mail systems file it as the
 * same message (ADR 0025). Mails outside a job get nodemailer's random one.
 */
export function withOutboxJob<T>(jobId: string | number, send: () => Promise<T>): Promise<T> {
  return outboxJob.run({ id: String(jobId), sent: 0 }, send)
}

function messageId(config: MailConfig): string | undefined {
  const job = outboxJob.getStore()
  if (!job) return undefined
  job.sent += 1
  const domain = /@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'localhost'
  return `<outbox-${job.id}-${job.sent}@${domain}>`
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
