// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import { EARLY_TAP_SCRIPT, replayEarlyTaps } from './early-taps'

/** The inline script as the page runs it, once per test document. */
new Function(EARLY_TAP_SCRIPT)()

function button(id: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<header><button id="${id}" data-early-tap><svg><path/></svg></button></header>`,
  )
  const element = document.getElementById(id)!
  const heard: string[] = []
  element.addEventListener('click', () => heard.push(id))
  return { element, heard, header: element.parentElement! }
}

/** The island marks itself once hydrated (replayEarlyTaps does). */
const hydrate = (element: Element) => element.parentElement!.setAttribute('data-hydrated', '')

afterEach(() => {
  document.body.innerHTML = ''
  ;(window as unknown as { __earlyTaps: string[] }).__earlyTaps.length = 0
})

describe('early taps', () => {
  it('holds a tap on a button React has not hydrated yet, and replays it once it has', () => {
    const { element, heard, header } = button('menu-button')

    element.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(heard).toEqual([])
    expect((window as unknown as { __earlyTaps: string[] }).__earlyTaps).toEqual(['menu-button'])
    replayEarlyTaps(header)
    expect(header.hasAttribute('data-hydrated')).toBe(true)
    expect(heard).toEqual(['menu-button'])
    // Replayed once: the queue is empty.
    replayEarlyTaps(header)
    expect(heard).toEqual(['menu-button'])
  })

  it('leaves a tap on a hydrated button to React, and one elsewhere alone', () => {
    const { element, heard } = button('search-panel-toggle')
    hydrate(element)
    element.click()
    expect(heard).toEqual(['search-panel-toggle'])
    document.body.insertAdjacentHTML('beforeend', '<button id="other">x</button>')
    let other = 0
    document.getElementById('other')!.addEventListener('click', () => (other += 1))
    document.getElementById('other')!.click()
    expect(other).toBe(1)
    expect((window as unknown as { __earlyTaps: string[] }).__earlyTaps).toEqual([])
  })

  it('replays only the taps inside the island that hydrated', () => {
    const menu = button('menu-button')
    const language = button('language-panel-toggle')
    menu.element.click()
    language.element.click()
    replayEarlyTaps(menu.header)
    expect(menu.heard).toEqual(['menu-button'])
    expect(language.heard).toEqual([])
    expect((window as unknown as { __earlyTaps: string[] }).__earlyTaps).toEqual([
      'language-panel-toggle',
    ])
  })
})
