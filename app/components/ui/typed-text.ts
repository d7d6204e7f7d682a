// React 19 puts a server-rendered textarea back to its initial text when it hydrates it (inputs,
// checkboxes and selects keep what the visitor entered), so text typed while the page's scripts were
// still loading would be lost, or sent as the old text. This module is loaded before any Textarea
// hydrates: it remembers what was typed so far and from then on, and Textarea's ref puts it back.
const typed = new WeakMap<HTMLTextAreaElement, string>()

if (typeof document !== 'undefined') {
  for (const textarea of document.querySelectorAll('textarea')) {
    if (textarea.value !== textarea.defaultValue) typed.set(textarea, textarea.value)
  }
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value)
  }, true)
}

/** Ref of an uncontrolled textarea: once hydrated, it shows again what the visitor had typed. */
export function keepTypedText(textarea: HTMLTextAreaElement | null) {
  const value = textarea ? typed.get(textarea) : undefined
  if (textarea && value !== undefined) {
    typed.delete(textarea)
    if (textarea.value !== value) textarea.value = value
  }
}
