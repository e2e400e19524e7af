import { describe, expect, it } from 'vitest'

import { withMinimumDelay } from './min-delay'

describe('withMinimumDelay', () => {
  it('waits at least the minimum for a fast answer', async () => {
    const started = performance.now()
    await expect(withMinimumDelay(Promise.resolve('x'), 120)).resolves.toBe('x')
    expect(performance.now() - started).toBeGreaterThanOrEqual(115)
  })

  it('does not add the minimum to a slow answer', async () => {
    const started = performance.now()
    const slow = new Promise((r) => setTimeout(() => r('slow'), 150))
    await expect(withMinimumDelay(slow, 100)).resolves.toBe('slow')
    expect(performance.now() - started).toBeLessThan(240)
  })

  it('passes a failure on, after the minimum', async () => {
    const started = performance.now()
    await expect(withMinimumDelay(Promise.reject(new Error('boom')), 80)).rejects.toThrow('boom')
    expect(performance.now() - started).toBeGreaterThanOrEqual(75)
  })
})
