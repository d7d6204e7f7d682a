import type { Experience } from '~/content/product-review.ts'
import { Carousel } from './carousel.tsx'

/** Only embeds the CSP allows (spec: frames from https://www.youtube-nocookie.com). */
export function embeddableVideo(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.origin === 'https://www.youtube-nocookie.com' && parsed.pathname.startsWith('/embed/')
      ? parsed.toString()
      : undefined
  } catch {
    return undefined
  }
}

/** The hands-on photos, one per view, followed by the optional video as the last slide. */
export function HandsOnGallery({ experience, productName }: { experience: Experience; productName: string }) {
  const video = embeddableVideo(experience.videoUrl)
  const slides = experience.images.map((image, i) => (
    <figure key={image.src} className="overflow-hidden rounded-xl border bg-white shadow-sm">
      <img
        src={image.src}
        alt={image.alt}
        width={800}
        height={600}
        loading={i === 0 ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[4/3] w-full bg-muted object-cover"
      />
      <figcaption className="border-t px-4 py-3 text-sm text-slate-600">{image.caption}</figcaption>
    </figure>
  ))
  if (video) {
    slides.push(
      <figure key="video" className="overflow-hidden rounded-xl border bg-white shadow-sm">
        <div className="aspect-[4/3] w-full bg-navy">
          <iframe
            src={video}
            title={`Video: ${productName} hands-on`}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            className="size-full"
          />
        </div>
        <figcaption className="border-t px-4 py-3 text-sm text-slate-600">Video: the {productName} in use.</figcaption>
      </figure>,
    )
  }
  return <Carousel label="Hands-on photos" itemName={video ? 'slide' : 'photo'} slides={slides} showPosition />
}
