import { describe, expect, it } from 'vitest'

import { focalPosition, imageView } from './content-views'

describe('image views', () => {
  it('carry the editor’s focal point as object-position, none for the centre', () => {
    expect(focalPosition(15, 80)).toBe('15% 80%')
    expect(focalPosition(33.333, 0)).toBe('33.3% 0%')
    expect(focalPosition(50, 50)).toBeNull()
    expect(focalPosition(null, 20)).toBeNull()
    expect(focalPosition(-5, 140)).toBe('0% 100%')
    const media = {
      id: 1,
      filename: 'mill.webp',
      width: 1600,
      height: 900,
      alt: 'The mill',
      focalX: 20,
      focalY: 60,
      updatedAt: '',
      createdAt: '',
    }
    expect(imageView(media as never)?.position).toBe('20% 60%')
  })
})
