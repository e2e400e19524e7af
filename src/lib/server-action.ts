import '@/lib/zod'

import { z } from 'zod'

/**
 * The arguments of the site's server actions, checked by shape before use (ADR 0029).
 *
 * Every action of the site's pages is a form's action under `useActionState`: it is called with
 * the state it answered last (the form's initial state the first time) and the form's data,
 * whether the browser sends the form with JavaScript (a `Next-Action` call) or without (a plain
 * form POST). Next.js decodes whatever a POST body says into the argument list, so `[]`,
 * `[null,null]` or a bare `$ACTION_ID_…` field reach the action as no arguments, nulls or the
 * form data alone.
 *
 * Two places read these schemas: the request proxy (src/proxy.ts), which decodes a page POST as
 * Next.js will and refuses with 400 a call that fits no action of the site (an action's own
 * error can only become a 500), and `formAction`, the one wrapper of every action, which checks
 * its own arguments again in case a call reaches it some other way (a path the proxy does not
 * check) and then answers with the form's "not valid" message: nothing is stored.
 */
export const formStateSchema = z.object({
  status: z.enum(['idle', 'error', 'done']),
  /** What the visitor typed, given back on an error. */
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.array(z.string())),
})

export type FormState = z.infer<typeof formStateSchema>

/** A form action's arguments: the last state, then the form data. Nothing more. */
export const formActionArguments = z.tuple([formStateSchema, z.instanceof(FormData)])

/**
 * The argument lists of every action the site's pages call. A new kind of action adds its
 * schema here and is wrapped like `formAction`, so that the proxy lets its calls through.
 */
export const PAGE_ACTION_ARGUMENTS = [formActionArguments] as const

/** Whether an argument list, as Next.js would decode it, fits one of the site's page actions. */
export function isPageActionCall(args: unknown): boolean {
  return PAGE_ACTION_ARGUMENTS.some((schema) => schema.safeParse(args).success)
}

/** What a form action answers to arguments of the wrong shape: the form's "not valid" message. */
export const refusedForm = (): FormState => ({
  status: 'error',
  values: {},
  errors: { form: ['invalidForm'] },
})

/**
 * The one wrapper of the site's server actions: `handler` runs only with arguments of the
 * right shape. The exported action passes on every argument it was called with
 * (`(...args) => checked(...args)`), so that a call with too many or too few is refused too.
 */
export function formAction<S extends FormState>(
  handler: (previous: S, form: FormData) => Promise<S>,
): (...args: [previous: S, form: FormData]) => Promise<S> {
  return async (...args: unknown[]) => {
    const parsed = formActionArguments.safeParse(args)
    if (!parsed.success) return refusedForm() as S
    return handler(parsed.data[0] as S, parsed.data[1])
  }
}
