import Image from 'next/image'

import type { ImageView } from '@/lib/content-types'

/** An uploaded image through next/image: resized per device, lazy unless it is the page's first. */
export function ContentImage({
  image,
  sizes,
  className,
  preload = false,
  decorative = false,
}: {
  image: ImageView
  sizes: string
  className?: string
  preload?: boolean
  /** Beside a text that already says what it shows: screen readers skip it. */
  decorative?: boolean
}) {
  return (
    <Image
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
      // Where the image is cropped (object-fit: cover), the editor's focal point stays in view.
      style={image.position ? { objectPosition: image.position } : undefined}
      preload={preload}
      // The page's first image is usually its largest paint: fetched first, ahead of the scripts.
      fetchPriority={preload ? 'high' : undefined}
    />
  )
}
