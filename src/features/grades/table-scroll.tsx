'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

/** A pixel's leeway: widths are fractional, scrollWidth and scrollLeft are rounded. */
const LEEWAY = 1

type Edges = { start: boolean; end: boolean }

/**
 * A table wider than its column (the comparison's three grades on a phone): it scrolls inside
 * its box rather than widening the page, and says so — a line above it ("Scroll sideways…",
 * the box's description too) and a shadow at each edge beyond which there is more. The box is
 * a named region that takes focus, so the keyboard scrolls it as well. The line and the shadows
 * appear only while the table is wider than the box (measured in the browser; without
 * JavaScript the table still scrolls).
 */
export function TableScroll({
  labelledBy,
  hint,
  children,
}: {
  /** The id of the table's caption, which names the region. */
  labelledBy: string
  /** The line that says the table scrolls, in the page's language. */
  hint: string
  children: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const [edges, setEdges] = useState<Edges>({ start: false, end: false })

  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth
      const start = element.scrollLeft > LEEWAY
      const end = hidden - element.scrollLeft > LEEWAY
      setEdges((current) =>
        current.start === start && current.end === end ? current : { start, end },
      )
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    element.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', measure)
    }
  }, [])

  const scrolls = edges.start || edges.end
  return (
    <>
      <p id={hintId} className="grade-table__hint" hidden={!scrolls}>
        <span aria-hidden="true">↔ </span>
        {hint}
      </p>
      <div
        className="grade-table__frame"
        data-more-start={edges.start ? '' : undefined}
        data-more-end={edges.end ? '' : undefined}
      >
        <div
          ref={box}
          className="grade-table__scroll"
          role="region"
          aria-labelledby={labelledBy}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </>
  )
}
