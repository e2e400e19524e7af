import type { Plugin } from 'payload'

/** The Publish button whose schedule drawer opens with "Publish" chosen (see the component). */
const PUBLISH_BUTTON = '@/payload/schedule-publish-button#SchedulePublishButton'

/**
 * Every collection that schedules publishing (the content collections, the documents) gets the
 * Publish button of ./schedule-publish-button.tsx, unless it names its own.
 */
export const schedulePublishButtonPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const drafts = typeof collection.versions === 'object' ? collection.versions.drafts : undefined
    if (!drafts || typeof drafts !== 'object' || !drafts.schedulePublish) return collection
    if (collection.admin?.components?.edit?.PublishButton) return collection
    return {
      ...collection,
      admin: {
        ...collection.admin,
        components: {
          ...collection.admin?.components,
          edit: { ...collection.admin?.components?.edit, PublishButton: PUBLISH_BUTTON },
        },
      },
    }
  }),
})
