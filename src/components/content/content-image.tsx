import { getImageProps } from 'next/image'
import { preload as preloadImage } from 'react-dom'

import type { ImageView } from '@/lib/content-types'

/**
 * An uploaded image through Next.js's image optimizer: resized per device, lazy unless it is the
 * page's first. Rendered here, on the server, as a plain `<img>` with `getImageProps` (ADR 0015):
 * the same attributes as `<Image>`, without shipping its client component to every page.
 */
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
  const { props } = getImageProps({
    src: image.src,
    alt: decorative ? '' : image.alt,
    width: image.width,
    height: image.height,
    sizes,
    className,
    // Where the image is cropped (object-fit: cover), the editor's focal point stays in view.
    style: image.position ? { objectPosition: image.position } : undefined,
    preload,
    // The page's first image is usually its largest paint: fetched first, ahead of the scripts.
    fetchPriority: preload ? 'high' : undefined,
    // …and painted in the same frame as the text around it when it has arrived, instead of a
    // frame or more later (next/image's default 'async'), which is after the scripts have run.
    decoding: preload ? 'sync' : 'async',
  })
  if (preload)
    preloadImage(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (above)
  return <img {...props} alt={props.alt} />
}
