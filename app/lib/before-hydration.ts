// What a visitor does before the page's scripts have taken over (they load after the first paint:
// hydrate-after-paint.server.ts) is kept and replayed once they have, so no tap or typed word is lost
// on a slow phone. Links and a form's submit buttons need no script (the browser follows and
// submits them); a tap on any other button (a menu, a dialog, a tab) is held by this script, which
// runs as the page is parsed.
export const BEFORE_HYDRATION_SCRIPT =
  "(function(){var q=window.__earlyClicks=[];document.addEventListener('click',function(e){" +
  "if(document.documentElement.hasAttribute('data-hydrated'))return;" +
  "var b=e.target instanceof Element&&e.target.closest('button');if(!b||b.disabled||(b.form&&b.type==='submit'))return;" +
  'e.preventDefault();if(q.indexOf(b)<0)q.push(b)},true)})()'

declare global {
  interface Window {
    __earlyClicks?: HTMLElement[]
  }
}

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'file', 'image', 'checkbox', 'radio'])

/**
 * A field changed before hydration shows what the visitor typed or ticked, but React's state still
 * holds the page's first value: the change is dispatched again so the page's own handlers see it.
 * (React keeps the field's current value on hydration and tracks it as if unchanged; setting the
 * first value through the tracked property and the typed one past it makes the next event a change.)
 */
function replayChangedFields(): void {
  // A list keeps the option picked through hydration; its change is announced again.
  for (const list of document.querySelectorAll('select')) {
    if (listChanged(list)) list.dispatchEvent(new Event('change', { bubbles: true }))
  }
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked === field.defaultChecked) continue
      field.checked = field.defaultChecked
      field.click()
      continue
    }
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      // The option picked is picked again; the one it replaced follows.
      if (!field.checked || field.defaultChecked) continue
      field.checked = false
      field.click()
      continue
    }
    if ((field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) || field.value === field.defaultValue) continue
    const typed = field.value
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/** Whether another option is picked than the page came with (with none marked, the first one). */
function listChanged(list: HTMLSelectElement): boolean {
  const options = [...list.options]
  if (list.multiple) return options.some((option) => option.selected !== option.defaultSelected)
  const marked = options.findLastIndex((option) => option.defaultSelected)
  const first = marked >= 0 ? marked : options.findIndex((option) => !option.disabled)
  return list.selectedIndex !== first
}

/** A tap as a mouse makes it: some controls act on the press (a tab, a menu), most on the click. */
function tap(button: HTMLElement): void {
  const down = { bubbles: true, cancelable: true, composed: true, view: window, button: 0, buttons: 1 }
  const up = { ...down, buttons: 0 }
  button.dispatchEvent(new PointerEvent('pointerdown', { ...down, pointerType: 'mouse', isPrimary: true }))
  button.dispatchEvent(new MouseEvent('mousedown', down))
  button.dispatchEvent(new PointerEvent('pointerup', { ...up, pointerType: 'mouse', isPrimary: true }))
  button.dispatchEvent(new MouseEvent('mouseup', up))
  button.click()
}

/** Marks the page as hydrated (`<html data-hydrated>`), then replays the changes and taps held until then. */
export function replayBeforeHydration(): void {
  document.documentElement.setAttribute('data-hydrated', '')
  replayChangedFields()
  const held = window.__earlyClicks ?? []
  window.__earlyClicks = []
  for (const button of held) if (button.isConnected) tap(button)
}
