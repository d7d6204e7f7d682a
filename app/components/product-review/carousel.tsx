import { ChevronLeft, ChevronRight } from '~/components/ui/icons.tsx'
import type * as React from 'react'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { cn } from '~/lib/utils.ts'

/** Slides per view at each width: below 768px, from 768px (md) and from 1024px (lg). */
export interface PerView {
  base: 1 | 2 | 3
  md?: 1 | 2 | 3
  lg?: 1 | 2 | 3
}

// Tailwind needs whole class names in the source.
const BASIS = {
  base: { 1: 'basis-full', 2: 'basis-1/2', 3: 'basis-1/3' },
  md: { 1: 'md:basis-full', 2: 'md:basis-1/2', 3: 'md:basis-1/3' },
  lg: { 1: 'lg:basis-full', 2: 'lg:basis-1/2', 3: 'lg:basis-1/3' },
} as const

const MD = '(min-width: 768px)'
const LG = '(min-width: 1024px)'

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(MD), window.matchMedia(LG)]
  for (const q of queries) q.addEventListener('change', onChange)
  return () => queries.forEach((q) => q.removeEventListener('change', onChange))
}

/** How many slides show at the current width (the base count on the server and while hydrating). */
function usePerView(perView: PerView): number {
  const md = perView.md ?? perView.base
  const lg = perView.lg ?? md
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(LG).matches ? lg : window.matchMedia(MD).matches ? md : perView.base),
    () => perView.base,
  )
}

/** The first slide index of the last full view. */
export function lastIndex(slideCount: number, perView: number): number {
  return Math.max(0, slideCount - perView)
}

/**
 * An accessible carousel (WAI-ARIA APG): a region with aria-roledescription="carousel", slides
 * labelled "n of m", previous/next buttons disabled at the ends, and the left/right arrow keys
 * moving the slides while focus is inside it. Slides out of view are inert.
 */
export function Carousel({
  label,
  slides,
  perView = { base: 1 },
  itemName = 'slide',
  showPosition = false,
  className,
}: {
  /** The carousel's accessible name, e.g. "Hands-on photos". */
  label: string
  slides: React.ReactNode[]
  perView?: PerView
  /** Used in the button names: "Previous photo", "Next product". */
  itemName?: string
  /** Show "n / m" and a dot per slide (for one-slide-per-view carousels). */
  showPosition?: boolean
  className?: string
}) {
  const trackId = useId()
  const rootRef = useRef<HTMLElement>(null)
  const [requested, setRequested] = useState(0)
  // Set once hydrated: the buttons and keys work from then on (tests wait for it).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const visible = usePerView(perView)
  const last = lastIndex(slides.length, visible)
  const index = Math.min(requested, last)

  const goTo = (next: number, from?: 'prev' | 'next') => {
    const clamped = Math.max(0, Math.min(last, next))
    setRequested(clamped)
    // A button that becomes disabled drops focus: keep it inside the carousel.
    const atEnd = (from === 'prev' && clamped === 0) || (from === 'next' && clamped === last)
    if (atEnd && rootRef.current?.contains(document.activeElement)) rootRef.current.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      goTo(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      goTo(index + 1)
    }
  }

  const basis = cn(BASIS.base[perView.base], perView.md && BASIS.md[perView.md], perView.lg && BASIS.lg[perView.lg])

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-index={index}
      data-per-view={visible}
      data-ready={ready}
      className={cn('group/carousel rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60', className)}
    >
      <div className="relative overflow-hidden">
        <div
          id={trackId}
          aria-live="polite"
          className="-mx-2 flex transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(index * 100) / visible}%)` }}
        >
          {slides.map((slide, i) => {
            const inView = i >= index && i < index + visible
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={!inView}
                inert={!inView}
                className={cn('min-w-0 shrink-0 grow-0 px-2', basis)}
              >
                {slide}
              </div>
            )
          })}
        </div>
      </div>

      <div className="mt-4 flex items-center justify-between gap-4">
        <StepButton label={`Previous ${itemName}`} controls={trackId} disabled={index === 0} onClick={() => goTo(index - 1, 'prev')}>
          <ChevronLeft aria-hidden className="size-5" />
        </StepButton>

        {showPosition ? (
          <div className="flex items-center gap-3">
            <div className="flex items-center gap-0.5">
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  aria-controls={trackId}
                  aria-label={`Show ${itemName} ${i + 1} of ${slides.length}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                  className="group/dot grid size-6 place-items-center rounded-full"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'size-2.5 rounded-full transition-colors',
                      i === index ? 'bg-primary' : 'bg-slate-300 group-hover/dot:bg-slate-400',
                    )}
                  />
                </button>
              ))}
            </div>
            <p className="text-sm font-medium text-muted-foreground tabular-nums" aria-hidden>
              {index + 1} / {slides.length}
            </p>
          </div>
        ) : (
          <p className="text-sm font-medium text-muted-foreground tabular-nums" aria-hidden>
            {visible > 1 ? `${index + 1}–${Math.min(slides.length, index + visible)}` : index + 1} of {slides.length}
          </p>
        )}

        <StepButton label={`Next ${itemName}`} controls={trackId} disabled={index >= last} onClick={() => goTo(index + 1, 'next')}>
          <ChevronRight aria-hidden className="size-5" />
        </StepButton>
      </div>
    </section>
  )
}

/** The previous / next arrow: a round icon button named for screen readers, controlling the track. */
function StepButton({ label, controls, disabled, onClick, children }: { label: string; controls: string; disabled: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button type="button" variant="outline" size="icon" shape="pill" aria-controls={controls} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  )
}
