import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { adminMessage } from '@/payload/localized-message'
import { collectionInvalidation } from '@/payload/invalidation/hooks'

/** Raster images only: an SVG upload could carry script and is served from the site's origin. */
export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif']

/**
 * Public images (navigation cards now; page images with the content issue). Files live under
 * DATA_DIR/media, outside the build; production deployments put them in an S3 bucket.
 */
export function mediaCollection({ dataDir }: { dataDir: string }): CollectionConfig {
  return {
    slug: 'media',
    labels: {
      singular: { en: 'Image', de: 'Bild' },
      plural: { en: 'Images', de: 'Bilder' },
    },
    admin: { group: { en: 'Website', de: 'Website' }, useAsTitle: 'alt' },
    access: {
      read: () => true,
      create: canEditContent,
      update: canEditContent,
      delete: canEditContent,
    },
    // A replaced file, a moved focal point or a new description: every page in the languages
    // it changed in (src/payload/invalidation/cache-map.ts).
    hooks: collectionInvalidation('media', false),
    upload: {
      staticDir: path.join(dataDir, 'media'),
      mimeTypes: MEDIA_MIME_TYPES,
      focalPoint: true,
      // Renditions made once at upload (sharp): pages hand the closest one to next/image, which
      // serves it in the visitor's width; 'share' is the Open Graph image.
      imageSizes: [
        { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 75 } } },
        { name: 'large', width: 1600, formatOptions: { format: 'webp', options: { quality: 75 } } },
        {
          name: 'share',
          width: 1200,
          height: 630,
          position: 'centre',
          formatOptions: { format: 'jpeg', options: { quality: 80 } },
        },
      ],
      adminThumbnail: 'card',
    },
    fields: [
      {
        name: 'alt',
        type: 'text',
        required: true,
        localized: true,
        label: { en: 'Alternative text', de: 'Alternativtext' },
        admin: {
          description: {
            en: 'What the image shows, for people who cannot see it.',
            de: 'Was das Bild zeigt, für Menschen, die es nicht sehen können.',
          },
        },
        validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
          (typeof value === 'string' && value.trim().length > 0) ||
          adminMessage(req, 'Describe the image.', 'Beschreiben Sie das Bild.'),
      },
    ],
  }
}
