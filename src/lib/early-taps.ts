/**
 * Taps that come before their island has hydrated (ADR 0015). The page paints long before its
 * scripts have run on a slow phone; a tap on the header's menu button in that time reached a
 * button without a handler and was lost, or was answered by React's own replay well after the
 * header had hydrated. This inline script, run before any other, takes every tap on an element
 * marked `data-early-tap` (with an id) until its island is marked `data-hydrated`, and queues the
 * id; the island marks itself and replays the queue in the commit that hydrated it
 * (replayEarlyTaps), so the tap is answered in that same frame.
 */
export const EARLY_TAP_SCRIPT = `(function(){var q=window.__earlyTaps=[];document.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('[data-early-tap]');if(!t||!t.id||t.closest('[data-hydrated]'))return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t.id)<0)q.push(t.id)},true)})()`

type EarlyTapWindow = Window & { __earlyTaps?: string[] }

/**
 * Marks `root` hydrated (taps inside it go to React from now on) and clicks, through React, every
 * queued early tap on an element inside it. Call from a layout effect of the island that owns
 * them: the commit that hydrated it.
 */
export function replayEarlyTaps(root: HTMLElement | null): void {
  if (!root) return
  root.dataset.hydrated = ''
  const queue = (window as EarlyTapWindow).__earlyTaps
  if (!queue?.length) return
  for (const id of [...queue]) {
    const target = document.getElementById(id)
    if (!target || !root.contains(target)) continue
    queue.splice(queue.indexOf(id), 1)
    target.click()
  }
}
