// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useLatestFetch, writeAddress } from './use-latest-fetch'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/**
 * A fetch whose answers the test releases one by one, even after the request was aborted (as a
 * server answer that was already on its way would arrive).
 */
function heldFetch() {
  const calls: { url: string; signal: AbortSignal; answer: (body: unknown) => void }[] = []
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url,
          signal: init.signal!,
          answer: (body) => resolve(Response.json(body)),
        })
      }),
  )
  return { fetch, calls }
}

function mountHook() {
  const hook: { current: ReturnType<typeof useLatestFetch> | null } = { current: null }
  function Probe() {
    hook.current = useLatestFetch()
    return null
  }
  const root = createRoot(document.createElement('div'))
  act(() => root.render(createElement(Probe)))
  return { hook: () => hook.current!, unmount: () => act(() => root.unmount()) }
}

afterEach(() => vi.unstubAllGlobals())

describe('useLatestFetch', () => {
  it('aborts the running request, and drops its answer should it still come', async () => {
    const { fetch, calls } = heldFetch()
    vi.stubGlobal('fetch', fetch)
    const { hook, unmount } = mountHook()
    const answers: unknown[] = []
    const failures: string[] = []

    act(() =>
      hook().fetchLatest(
        '/slow',
        {},
        (body) => answers.push(body),
        () => failures.push('slow'),
      ),
    )
    expect(hook().pending).toBe(true)
    act(() =>
      hook().fetchLatest(
        '/fast',
        {},
        (body) => answers.push(body),
        () => failures.push('fast'),
      ),
    )
    expect(calls.map((c) => [c.url, c.signal.aborted])).toEqual([
      ['/slow', true],
      ['/fast', false],
    ])

    await act(async () => calls[1]!.answer({ from: 'fast' }))
    await vi.waitFor(() => expect(answers).toEqual([{ from: 'fast' }]))
    expect(hook().pending).toBe(false)

    // The aborted request's answer arrives late: nothing changes.
    await act(async () => calls[0]!.answer({ from: 'slow' }))
    expect(answers).toEqual([{ from: 'fast' }])
    expect(failures).toEqual([])
    expect(hook().pending).toBe(false)

    // Leaving the page aborts what still runs.
    act(() =>
      hook().fetchLatest(
        '/left',
        {},
        (body) => answers.push(body),
        () => undefined,
      ),
    )
    unmount()
    expect(calls[2]!.signal.aborted).toBe(true)
  })

  it('reports a failed answer, and cancel() stops the running one without a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    )
    const { hook, unmount } = mountHook()
    const failures: number[] = []
    await act(async () =>
      hook().fetchLatest(
        '/broken',
        {},
        () => undefined,
        () => failures.push(1),
      ),
    )
    await vi.waitFor(() => expect(failures).toEqual([1]))
    expect(hook().pending).toBe(false)

    const { fetch, calls } = heldFetch()
    vi.stubGlobal('fetch', fetch)
    act(() =>
      hook().fetchLatest(
        '/held',
        {},
        () => failures.push(2),
        () => failures.push(3),
      ),
    )
    act(() => hook().cancel())
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(hook().pending).toBe(false)
    await act(async () => calls[0]!.answer({}))
    expect(failures).toEqual([1])
    unmount()
  })
})

describe('writeAddress', () => {
  afterEach(() => {
    // Own properties only: the prototype's methods show through again.
    Reflect.deleteProperty(window.history, 'pushState')
    Reflect.deleteProperty(window.history, 'replaceState')
  })

  /** Listens the way Next.js's router does: its own methods on `window.history`. */
  function routerListening() {
    const heard: { method: string; state: unknown; href: string }[] = []
    for (const method of ['pushState', 'replaceState'] as const) {
      const native = History.prototype[method].bind(window.history)
      window.history[method] = (state: unknown, unused: string, href?: string | URL | null) => {
        heard.push({ method, state, href: String(href) })
        native(state, unused, href)
      }
    }
    return heard
  }

  it('hands the router a null state, so that it follows the address', () => {
    window.history.replaceState({ __NA: true, tree: 'of the router' }, '', '/download')
    const heard = routerListening()
    writeAddress('replace', '/download?tab=safety-data-sheets&language=en')
    writeAddress('push', '/download?tab=quality-documents')
    expect(heard).toEqual([
      {
        method: 'replaceState',
        state: null,
        href: '/download?tab=safety-data-sheets&language=en',
      },
      { method: 'pushState', state: null, href: '/download?tab=quality-documents' },
    ])
    expect(window.location.search).toBe('?tab=quality-documents')
  })

  it("keeps the entry's state while the router does not listen yet", () => {
    window.history.replaceState({ __NA: true, tree: 'of the router' }, '', '/download?page=abc')
    writeAddress('replace', '/download')
    expect(window.location.search).toBe('')
    expect(window.history.state).toEqual({ __NA: true, tree: 'of the router' })
  })
})
