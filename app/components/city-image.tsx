import { useEffect, useRef, useState } from 'react'
import { CITY_PLACEHOLDER_IMAGE, cityImageSrcSet, cityImageVariantUrl, cityImageWidths } from '~/domain/city-images/city-image-urls.ts'

/** How often open pages ask whether a city's image changed (a few hundred bytes per ask). */
const POLL_MS = 10_000

type Versions = Record<string, { name: string; version: number }>
const listeners = new Set<(versions: Versions) => void>()
let known: Versions | undefined
let timer: ReturnType<typeof setInterval> | undefined

/** One poller per page for every city image on it; fires the spec's cityImageUpdated window event. */
async function poll(): Promise<void> {
  if (document.hidden) return
  try {
    const response = await fetch('/api/city-images', { headers: { accept: 'application/json' } })
    if (!response.ok) return
    const { versions } = (await response.json()) as { versions: Versions }
    if (known) {
      for (const [slug, v] of Object.entries(versions)) {
        if (known[slug] && known[slug].version !== v.version) window.dispatchEvent(new CustomEvent('cityImageUpdated', { detail: { cityName: v.name } }))
      }
    }
    known = versions
    for (const listener of listeners) listener(versions)
  } catch {
    // Offline for a moment: ask again next time.
  }
}

function subscribe(listener: (versions: Versions) => void): () => void {
  listeners.add(listener)
  if (!timer) {
    timer = setInterval(poll, POLL_MS)
    void poll()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
      known = undefined
    }
  }
}

export interface CityImageProps {
  slug: string
  /** The image version from the loader; 0 = no image yet (the placeholder). */
  version: number
  alt: string
  /** The sizes attribute: how wide the image is shown. */
  sizes: string
  /** The city hero: loaded first (fetchpriority=high, never lazy). Otherwise lazy, below the fold. */
  priority?: boolean
  /** Largest width offered (cards: 800). */
  maxWidth?: number
  className?: string
}

/**
 * A city's image: WebP and JPEG at 400/800/1600 with srcset/sizes, width/height against layout
 * shift, versioned URLs cached for good. Falls back to /city-night.jpg when the city has no image
 * or the image fails to load, and swaps in a new image when the admin regenerates it.
 */
export function CityImage({ slug, version, alt, sizes, priority = false, maxWidth = 1600, className }: CityImageProps) {
  const [current, setCurrent] = useState(version)
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => setCurrent(version), [version])
  useEffect(() => subscribe((versions) => {
    const next = versions[slug]?.version
    if (next !== undefined) setCurrent((was) => (next > was ? next : was))
  }), [slug])
  useEffect(() => {
    setFailed(false)
    // An error before hydration fires no React event: look at the element itself.
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && current > 0) setFailed(true)
  }, [current])
  const common = { alt, width: 1600, height: 900, decoding: 'async' as const, className, loading: priority ? ('eager' as const) : ('lazy' as const), fetchPriority: priority ? ('high' as const) : undefined }
  if (current === 0 || failed) return <img ref={ref} src={CITY_PLACEHOLDER_IMAGE} data-city-image="placeholder" {...common} />
  return (
    <picture>
      <source type="image/webp" srcSet={cityImageSrcSet(slug, current, 'webp', maxWidth)} sizes={sizes} />
      <img
        ref={ref}
        src={cityImageVariantUrl(slug, current, Math.min(800, cityImageWidths(maxWidth).at(-1)!), 'jpg')}
        srcSet={cityImageSrcSet(slug, current, 'jpg', maxWidth)}
        sizes={sizes}
        onError={() => setFailed(true)}
        data-city-image={`v${current}`}
        {...common}
      />
    </picture>
  )
}
