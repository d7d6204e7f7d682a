// What a visitor does before the page's scripts have taken over (they load after the first paint:
// hydrate-after-paint.server.ts) is kept and replayed once they have, so no tap, typed word or sent
// form is lost on a slow phone, and each acts as it does on a hydrated page. Links need no script
// (the browser follows them). A tap on a button that is not a form's submit button (a menu, a
// dialog, a tab) is held; so is a form's submission (one per form, the last press), which the page's
// own code then checks and sends, as it would have: the form's messages show where they belong
// instead of on another page. Should the scripts never take over, a held form is sent by the browser
// after FORM_FALLBACK_MS (the server answers it as it answers a visitor without JavaScript).
export const FORM_FALLBACK_MS = 5000

export const BEFORE_HYDRATION_SCRIPT =
  "(function(){var q=window.__beforeHydration=[],k=window.__earlyFields=[],d=document.documentElement;" +
  "function early(){return!d.hasAttribute('data-hydrated')}" +
  // What each field was changed to: a render of the page before the replay may put its first value back.
  // (A file picked stays picked: the browser lets no script set it.)
  "function keep(e){var t=e.target;if(!early()||!t||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)||t.type==='file')return;" +
  "t.__early=t.tagName==='SELECT'?[].map.call(t.options,function(o){return o.selected}):/^(checkbox|radio)$/.test(t.type)?t.checked:t.value;" +
  "if(k.indexOf(t)<0)k.push(t)}document.addEventListener('input',keep,true);document.addEventListener('change',keep,true);" +
  "document.addEventListener('click',function(e){if(!early())return;" +
  "var b=e.target instanceof Element&&e.target.closest('button');if(!b||b.disabled||(b.form&&b.type==='submit'))return;" +
  'e.preventDefault();for(var i=0;i<q.length;i++)if(q[i].tap===b)return;q.push({tap:b})},true);' +
  "document.addEventListener('submit',function(e){var f=e.target;" +
  "if(!early()||f.__native||f.method==='dialog'||(f.target&&f.target!=='_self'))return;" +
  'e.preventDefault();for(var i=0;i<q.length;i++)if(q[i].form===f){q[i].submitter=e.submitter;return}' +
  'var s={form:f,submitter:e.submitter};q.push(s);' +
  'setTimeout(function(){var i=q.indexOf(s);if(i<0||!early())return;q.splice(i,1);f.__native=1;' +
  `f.requestSubmit(s.submitter&&s.submitter.isConnected?s.submitter:null)},${FORM_FALLBACK_MS})},true)})()`

/** Something done before hydration: a tap on a button, or a form's submission (with the button pressed). */
type Held = { tap: HTMLElement } | { form: HTMLFormElement; submitter?: HTMLElement | null }

/** A field the visitor changed before hydration, with what it was changed to (options picked, ticked, or text). */
type EarlyField = (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) & { __early?: boolean[] | boolean | string }

declare global {
  interface Window {
    __beforeHydration?: Held[]
    __earlyFields?: EarlyField[]
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

/**
 * Puts back what the visitor changed a field to, should a render before the replay have restored the
 * page's first value (React sets a controlled list's options again whenever it renders the list).
 */
function restoreEarlyFields(): void {
  for (const field of window.__earlyFields ?? []) {
    const kept = field.__early
    if (!field.isConnected || kept === undefined) continue
    if (field instanceof HTMLSelectElement && Array.isArray(kept)) [...field.options].forEach((option, i) => (option.selected = kept[i] ?? option.selected))
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) field.checked = kept === true
    else if (typeof kept === 'string') field.value = kept
  }
  window.__earlyFields = []
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

/** Marks the page as hydrated (`<html data-hydrated>`), then replays the changes, taps and submissions held until then, in order. */
export function replayBeforeHydration(): void {
  document.documentElement.setAttribute('data-hydrated', '')
  restoreEarlyFields()
  replayChangedFields()
  const held = window.__beforeHydration ?? []
  window.__beforeHydration = []
  for (const action of held) {
    if ('tap' in action) {
      if (action.tap.isConnected) tap(action.tap)
    } else if (action.form.isConnected) {
      const { form, submitter } = action
      form.requestSubmit(submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : undefined)
    }
  }
}
