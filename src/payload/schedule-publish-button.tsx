'use client'

import { PublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's Publish button, whose schedule drawer opens with "Publish" chosen. Payload chooses
 * "Unpublish" whenever it counts no draft newer than a published version: on a published item
 * without changes, and on a draft that was never published (no published version to count
 * against), although the drawer is opened from "Schedule publish". A scheduled publish on a
 * published item puts live the draft as it is then: what an editor prepares after scheduling.
 *
 * The drawer's choice cannot be configured: the button hands it to the drawer, which keeps it
 * in its own state (@payloadcms/ui, elements/PublishButton). So once the drawer is open, its
 * "Publish" option is chosen for the editor, once; "Unpublish" stays one click away.
 */
export function SchedulePublishButton() {
  const { id } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const open = id !== undefined && isModalOpen(`schedule-publish-${id}`)

  useEffect(() => {
    if (!open) return
    // Payload's radio ids: field-{drawer}-type-{option}, with the drawer depth appended inside
    // a document drawer.
    const selector = `.schedule-publish input[type="radio"][id^="field-schedule-publish-${id}-type-publish"]`
    const choose = (): boolean => {
      const publish = document.querySelector<HTMLInputElement>(selector)
      if (!publish) return false
      if (!publish.checked) publish.click()
      return true
    }
    if (choose()) return
    // The drawer's content may mount a moment after the drawer is marked open.
    const observer = new MutationObserver(() => {
      if (choose()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open, id])

  return <PublishButton />
}
