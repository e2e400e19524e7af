import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { withMinimumDelay } from './min-delay'

/** Fake timers: the test reads the clock the code waits on, not the machine's speed. */
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function settledAfter<T>(promise: Promise<T>) {
  const state = { done: false }
  promise.then(
    () => (state.done = true),
    () => (state.done = true),
  )
  return state
}

describe('withMinimumDelay', () => {
  it('holds a fast answer until the minimum has passed', async () => {
    const result = withMinimumDelay(Promise.resolve('x'), 120)
    const state = settledAfter(result)
    await vi.advanceTimersByTimeAsync(119)
    expect(state.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.done).toBe(true)
    await expect(result).resolves.toBe('x')
  })

  it('adds nothing to a slow answer', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('slow'), 150))
    const result = withMinimumDelay(slow, 100)
    const state = settledAfter(result)
    await vi.advanceTimersByTimeAsync(149)
    expect(state.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.done).toBe(true)
    await expect(result).resolves.toBe('slow')
  })

  it('passes a failure on, after the minimum', async () => {
    const result = withMinimumDelay(Promise.reject(new Error('boom')), 80)
    const state = settledAfter(result)
    await vi.advanceTimersByTimeAsync(79)
    expect(state.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).rejects.toThrow('boom')
  })
})
