'use client'

import { useEffect, useState } from 'react'

import { readStoredUser } from '@/features/accounts/member-session'
import type { Locale } from '@/i18n/routing'
import { type MemberUser, USER_CHANGE_EVENT } from '@/lib/account-constants'
import type { RevisionShown } from '@/features/documents/documents'
import { type Messages, textsOf } from '@/lib/messages'

import { DownloadNotice, DownloadPrompt } from './download-prompt'
import { useCheckedDownload } from './use-checked-download'

/**
 * The revisions of a family page (ADR 0021): the current one with its "what changed" note and
 * lasting link, and the earlier ones, each marked with the date it was superseded. Everyone sees
 * them listed; approved members get each file (through the download checks and log), everyone
 * else the way in, as in the download area.
 */
export function FamilyDownloads({
  locale,
  texts,
  current,
  previous,
  lastingLink,
  lastingUrl,
  registerHref,
}: {
  locale: Locale
  texts: Messages
  current: RevisionShown
  previous: RevisionShown[]
  lastingLink: string
  /** The same link with the site's address, as a member copies it into their own systems. */
  lastingUrl: string
  registerHref: string
}) {
  const t = textsOf(texts)
  const [user, setUser] = useState<MemberUser | null>(null)
  const { download, notice, refusedSignIn } = useCheckedDownload(locale, t)

  useEffect(() => {
    const sync = () => setUser(readStoredUser())
    sync()
    window.addEventListener(USER_CHANGE_EVENT, sync)
    return () => window.removeEventListener(USER_CHANGE_EVENT, sync)
  }, [])
  const canDownload = user !== null

  const entry = (revision: RevisionShown) => (
    <>
      <p className="revision__heading">
        <strong>
          {revision.revision
            ? t('centre.revisionOf', {
                revision: revision.revision,
                date: revision.dateText,
              })
            : t('centre.issuedOn', { date: revision.dateText })}
        </strong>
        {revision.supersededText ? (
          <span className="revision__superseded">
            {t('centre.supersededOn', { date: revision.supersededText })}
          </span>
        ) : null}
      </p>
      {revision.changeNote ? (
        <p className="revision__note">
          <span className="revision__note-label">{t('centre.whatChanged')}: </span>
          {revision.changeNote}
        </p>
      ) : null}
      <p className="downloads__meta">
        <span>{revision.type}</span>
        <span>{revision.sizeText}</span>
      </p>
      {canDownload ? (
        <button
          type="button"
          className="button downloads__button"
          aria-label={`${t('centre.downloadRevision', { revision: revision.revision ?? revision.dateText })}: ${revision.title}`}
          onClick={() => download(`/api/v1/documents/${revision.id}/download`)}
        >
          {t('download')}
        </button>
      ) : null}
    </>
  )

  return (
    <div className="family">
      <section className="family__current" aria-labelledby="family-current">
        <h2 id="family-current">{t('centre.currentRevision')}</h2>
        <div className="revision revision--current">{entry(current)}</div>
        {canDownload ? (
          <div className="family__link">
            <h3>{t('centre.lastingLink')}</h3>
            <p>
              <a href={lastingLink} className="family__url">
                {lastingUrl}
              </a>
            </p>
            <p className="field__hint">{t('centre.lastingLinkHint')}</p>
          </div>
        ) : null}
      </section>
      {canDownload ? null : <DownloadPrompt t={t} registerHref={registerHref} />}
      <DownloadNotice
        t={t}
        notice={notice}
        refusedSignIn={refusedSignIn}
        registerHref={registerHref}
      />
      <section className="family__previous" aria-labelledby="family-previous">
        <h2 id="family-previous">{t('centre.previousRevisions')}</h2>
        {previous.length ? (
          <ol className="revision-list">
            {previous.map((revision) => (
              <li key={revision.id} className="revision">
                {entry(revision)}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('centre.noPreviousRevisions')}</p>
        )}
      </section>
    </div>
  )
}
