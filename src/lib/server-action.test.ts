import { describe, expect, it } from 'vitest'

import { formAction, isPageActionCall, refusedForm } from './server-action'

const state = { status: 'idle' as const, values: {}, errors: {} }

const form = () => {
  const data = new FormData()
  data.set('email', 'a@example.com')
  return data
}

describe("a server action's arguments, by shape", () => {
  it('takes what the forms send: the last state and the form data', () => {
    expect(isPageActionCall([state, form()])).toBe(true)
    expect(
      isPageActionCall([
        { status: 'error', values: { email: 'x' }, errors: { email: ['invalidEmail'] } },
        form(),
      ]),
    ).toBe(true)
  })

  it('refuses every other shape', () => {
    const deep = JSON.parse('['.repeat(900) + ']'.repeat(900))
    for (const args of [
      [],
      [null, null],
      [{}, 'x'],
      [deep],
      [form()],
      [state],
      [state, form(), 'more'],
      [state, Object.fromEntries(form())],
      [{ ...state, status: 'sent' }, form()],
      [{ ...state, values: { email: 1 } }, form()],
      [{ ...state, errors: { email: 'x' } }, form()],
      'not a list',
    ]) {
      expect(isPageActionCall(args), JSON.stringify(args)?.slice(0, 60)).toBe(false)
    }
  })

  it('runs the action only with arguments of the right shape', async () => {
    const seen: unknown[][] = []
    const action = formAction<typeof state | ReturnType<typeof refusedForm>>(
      async (previous, data) => {
        seen.push([previous, data.get('email')])
        return { status: 'done', values: {}, errors: {} }
      },
    )
    const call = action as unknown as (...args: unknown[]) => Promise<unknown>
    for (const args of [[], [null, null], [{}, 'x'], [form()], [state, form(), 'more']]) {
      await expect(call(...args)).resolves.toEqual({
        status: 'error',
        values: {},
        errors: { form: ['invalidForm'] },
      })
    }
    expect(seen).toEqual([])
    await expect(action(state, form())).resolves.toEqual({
      status: 'done',
      values: {},
      errors: {},
    })
    expect(seen).toEqual([[state, 'a@example.com']])
  })
})
