import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FINDER_TYPING_DELAY_MS, typingScheduler } from './finder-typing'

/**
 * The finder's number fields apply shortly after typing pauses — within the time a select's
 * change takes to show — and never once per keystroke (each apply is a server render, counted
 * against the finder's render limit). Fake timers: no wall clock.
 */
describe('a number typed into the finder', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits a short pause after the last keystroke, like a select’s change', () => {
    expect(FINDER_TYPING_DELAY_MS).toBeGreaterThanOrEqual(250)
    expect(FINDER_TYPING_DELAY_MS).toBeLessThanOrEqual(400)
  })

  it('applies once when typing pauses, not once per keystroke', () => {
    const apply = vi.fn()
    const typing = typingScheduler(apply)
    // "12,5" typed at a keystroke every 120 ms.
    for (let key = 0; key < 4; key += 1) {
      typing.typed()
      vi.advanceTimersByTime(120)
    }
    expect(apply).not.toHaveBeenCalled()
    vi.advanceTimersByTime(FINDER_TYPING_DELAY_MS - 120 - 1)
    expect(apply).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(apply).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10 * FINDER_TYPING_DELAY_MS)
    expect(apply).toHaveBeenCalledTimes(1)
  })

  it('applies at once when the field is left or Enter is pressed, and not again after the pause', () => {
    const apply = vi.fn()
    const typing = typingScheduler(apply)
    typing.typed()
    typing.committed()
    expect(apply).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10 * FINDER_TYPING_DELAY_MS)
    expect(apply).toHaveBeenCalledTimes(1)
  })

  it('applies nothing once cancelled', () => {
    const apply = vi.fn()
    const typing = typingScheduler(apply)
    typing.typed()
    typing.cancel()
    vi.advanceTimersByTime(10 * FINDER_TYPING_DELAY_MS)
    expect(apply).not.toHaveBeenCalled()
  })
})
