import { type FormEvent, useCallback, useRef } from 'react'

/** What a submit handler gets: the loaded module, or why it has none. */
export type Validation<T> =
  | { status: 'ready'; module: T }
  /** This send was stopped; the form is sent again as soon as the module is there. */
  | { status: 'later' }
  /** The module could not be loaded (offline): send unchecked, the server answers the same. */
  | { status: 'unavailable' }

/**
 * A form's validation code (zod and the schemas, about 30 kB gzipped) loaded when the visitor
 * starts working in the form, not with the page (ADR 0015). `preload` goes on the form's
 * `onFocus` and `onPointerDown`; the submit handler calls `check(event)`:
 *
 * - loaded: the module, to check synchronously as before;
 * - still loading (a send before any focus, e.g. Safari, which does not focus a clicked button):
 *   this send is stopped and the form is sent again with the same button once it has loaded;
 * - failed to load: the form goes to the server unchecked, whose answer carries the same
 *   messages, so nothing typed is lost and no message differs.
 */
export function useLazyValidation<T>(load: () => Promise<T>) {
  const loaded = useRef<T | null>(null)
  const loading = useRef<Promise<unknown> | null>(null)
  const failed = useRef(false)

  const preload = useCallback(() => {
    loading.current ??= load().then(
      (module) => {
        loaded.current = module
      },
      () => {
        failed.current = true
        loading.current = null
      },
    )
    return loading.current
  }, [load])

  const check = useCallback(
    (event: FormEvent<HTMLFormElement>): Validation<T> => {
      if (loaded.current) return { status: 'ready', module: loaded.current }
      if (failed.current) {
        failed.current = false // The next send tries again.
        return { status: 'unavailable' }
      }
      event.preventDefault()
      const form = event.currentTarget
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      void preload().then(() => {
        if (!form.isConnected) return
        if (submitter && submitter.isConnected) form.requestSubmit(submitter)
        else form.requestSubmit()
      })
      return { status: 'later' }
    },
    [preload],
  )

  return { preload, check }
}
