import type * as React from 'react'

/**
 * A form's submit button for assistive technology only, for a form that applies itself as it
 * changes: hidden from sight and from the tab order (Enter and every change already apply), yet a
 * screen reader can find and press it, and the form has a submit control (WCAG 3.2.2, technique H32.2).
 */
export function AssistiveSubmit({ children }: { children: React.ReactNode }) {
  return (
    <button type="submit" className="sr-only" tabIndex={-1}>
      {children}
    </button>
  )
}
