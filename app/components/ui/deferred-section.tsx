import { memo, Suspense, use, useContext, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { UNSAFE_DataRouterStateContext } from 'react-router'
import { splitComponent } from './split-component.tsx'

/** How far ahead of the viewport a section starts loading: it is ready by the time it scrolls in. */
const LOAD_AHEAD = '400px 0px'
const INTERACTIVE = 'button, input, select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"]'

/**
 * A section below the fold whose code stays off the page's first load (issue 9: lean pages). The
 * server renders it in full, so it reads, links and lays out like the rest of the page at once;
 * in the browser it hydrates only when the visitor scrolls near it, points at it or tabs into it,
 * or when anything changes the page (a navigation, a form sent, new loader data). A click or key
 * press on one of its controls before then is held, and replayed on that control once the section
 * has hydrated, so nothing is lost.
 * Rendered in the browser after a client navigation, it loads at once like any split component.
 */
export function deferredSection<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Section = splitComponent(load)
  function DeferredSection(props: P) {
    const id = useId()
    const wrapper = useRef<HTMLDivElement>(null)
    // Only a section that came with the server's HTML (found in the page while hydrating) waits.
    const [gate] = useState(() => (typeof document !== 'undefined' && sectionElement(id) ? waitingSection(id) : null))
    // Any change of the router's state (a navigation, a form sent, revalidated loader data) reaches
    // the section's links and hooks; React holds such an update until every section it reaches has
    // hydrated, so the section hydrates now rather than keep the page waiting for a scroll.
    const routerState = useContext(UNSAFE_DataRouterStateContext) ?? {}
    const firstRouterState = useRef(routerState)
    const firstProps = useRef(props)
    if (gate && (changed(firstRouterState.current, routerState) || changed(firstProps.current, props))) gate.open()

    useEffect(() => {
      const element = wrapper.current
      if (!gate || gate.hydrated || !element) return
      if (typeof IntersectionObserver !== 'function') return gate.open()
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), { rootMargin: LOAD_AHEAD })
      observer.observe(element)
      return () => {
        observer.disconnect()
        // Left before it hydrated (a navigation away): nothing is waiting for it any more.
        if (waiting.get(id) === gate) waiting.delete(id)
      }
    }, [gate, id])

    return (
      <div ref={wrapper} data-deferred-section={id}>
        <Suspense fallback={null}>
          <Opened gate={gate}>
            <Section {...props} />
            <Hydrated gate={gate} />
          </Opened>
        </Suspense>
      </div>
    )
  }
  // Memoized: a parent's own re-render (Top Picks marking itself hydrated) must not reach a section
  // still waiting with the same props, or React would give up its server HTML for the (empty)
  // fallback: React client-renders a Suspense boundary that gets an update before it has hydrated.
  return memo(DeferredSection)
}

const sectionElement = (id: string) => document.querySelector(`[data-deferred-section="${CSS.escape(id)}"]`)

/** The sections still waiting to hydrate, by their element's id. */
const waiting = new Map<string, Gate>()

function waitingSection(id: string): Gate {
  if (waiting.size === 0) listenForIntent()
  const gate = new Gate(() => waiting.delete(id))
  waiting.set(id, gate)
  return gate
}

/**
 * React swallows a click on a section it cannot hydrate yet, so the page listens first (on the
 * window, ahead of React's listener on the document). Pointing at or focusing into a section
 * starts loading it; a click on one of its controls is held for the replay.
 */
function listenForIntent() {
  const gateOf = (target: EventTarget | null) => {
    const section = target instanceof Element ? target.closest('[data-deferred-section]') : null
    return section ? waiting.get(section.getAttribute('data-deferred-section')!) : undefined
  }
  const open = (event: Event) => gateOf(event.target)?.open()
  addEventListener('pointerover', open, true)
  addEventListener('focusin', open, true)
  addEventListener(
    'click',
    (event) => {
      const gate = gateOf(event.target)
      const control = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null
      if (!gate || !control) return
      event.preventDefault()
      event.stopPropagation()
      gate.holdClick(control)
    },
    true,
  )
}

/** When a waiting section may hydrate, and the click it holds meanwhile. */
class Gate {
  hydrated = false
  private opened = false
  private release: () => void = () => {}
  readonly promise = new Promise<void>((resolve) => (this.release = resolve))
  private heldClick: Element | null = null

  constructor(private readonly done: () => void) {}

  get isOpen() {
    return this.opened
  }
  open() {
    this.opened = true
    this.release()
  }
  holdClick(control: Element) {
    this.heldClick = control
    this.open()
  }
  /** Hydration keeps the server's elements, so the held control is still the one on the page. */
  replay() {
    this.hydrated = true
    this.done()
    const control = this.heldClick
    this.heldClick = null
    if (!control?.isConnected) return
    if (!(control instanceof HTMLElement)) return
    // A text field wanted focus (typing before hydration is kept); a box, a radio or a button, the click.
    if (control.matches('select, textarea, input:not([type="checkbox"], [type="radio"], [type="submit"], [type="button"])')) control.focus()
    else control.click()
  }
}

/** Whether any field is another value than before (a re-render with the same data is no change). */
function changed<P extends object>(before: P, now: P): boolean {
  return (Object.keys(now) as (keyof P)[]).some((key) => !Object.is(before[key], now[key]))
}

function Opened({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.isOpen) use(gate.promise)
  return children
}

function Hydrated({ gate }: { gate: Gate | null }) {
  useEffect(() => gate?.replay(), [gate])
  return null
}
