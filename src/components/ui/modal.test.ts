// @vitest-environment happy-dom
import { act, type ComponentProps, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Modal } from './modal'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/** An open dialog with one button in it, and how often it asked to be closed. */
function openDialog() {
  const onClose = vi.fn()
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  // The children as createElement's third argument, after the other props.
  const props: Omit<ComponentProps<typeof Modal>, 'children'> = {
    open: true,
    onClose,
    label: 'Log in',
  }
  act(() =>
    root.render(
      createElement(
        Modal,
        props as ComponentProps<typeof Modal>,
        createElement('button', { type: 'button' }, 'Log in'),
      ),
    ),
  )
  const dialog = host.querySelector('dialog')!
  return { dialog, button: dialog.querySelector('button')!, onClose, root }
}

/** A press on `down` let go over `up`: the browser clicks what the two have in common. */
function press(down: Element, clicked: Element) {
  down.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
  clicked.dispatchEvent(new MouseEvent('click', { bubbles: true }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Modal', () => {
  it('closes on a click on the backdrop (the press and the release on it)', () => {
    const { dialog, onClose, root } = openDialog()
    press(dialog, dialog)
    expect(onClose).toHaveBeenCalledTimes(1)
    act(() => root.unmount())
  })

  it('stays open when a press inside is let go outside (the click lands on the dialog)', () => {
    const { dialog, button, onClose, root } = openDialog()
    press(button, dialog)
    expect(onClose).not.toHaveBeenCalled()
    // The next click on the backdrop is one of its own again.
    press(dialog, dialog)
    expect(onClose).toHaveBeenCalledTimes(1)
    act(() => root.unmount())
  })
})
