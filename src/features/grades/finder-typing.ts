/**
 * When the finder applies a number typed into one of its fields (the finder's island). A text
 * field's `change` fires only when it is left or Enter is pressed, so a visitor who typed a
 * figure and waited saw nothing happen; a request per keystroke would render the finder for
 * every digit (each render counts against RATE_LIMITS.gradeQueryRender). So a number applies once
 * typing pauses for FINDER_TYPING_DELAY_MS — about as soon as a select's change shows — and at
 * once when the field is left or Enter is pressed. Pure (timers only), so it is tested apart.
 */

/** The pause after the last keystroke after which a typed number applies. */
export const FINDER_TYPING_DELAY_MS = 350

export type TypingScheduler = {
  /** A keystroke: apply once typing has paused, replacing a wait already running. */
  typed(): void
  /** The field was left or Enter pressed (its `change`, the form's submit): apply now. */
  committed(): void
  /** Drop a wait still running (the island goes away). */
  cancel(): void
}

export function typingScheduler(
  apply: () => void,
  delay: number = FINDER_TYPING_DELAY_MS,
): TypingScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null
  const cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  return {
    typed() {
      cancel()
      timer = setTimeout(() => {
        timer = null
        apply()
      }, delay)
    },
    committed() {
      cancel()
      apply()
    },
    cancel,
  }
}
