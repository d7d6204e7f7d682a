import { ExternalLink } from '~/components/ui/icons.tsx'
import type { RelatedProduct } from '~/content/product-review.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { formatPrice } from '~/lib/review-stars.ts'
import { Carousel } from './carousel.tsx'
import { StarRating } from './star-rating.tsx'

/** Spec §2/§9: related-product cards, 1 per view on small screens, 2 at medium, 3 at large. */
export function RelatedProducts({ products }: { products: RelatedProduct[] }) {
  const slides = products.map((p) => (
    <article
      key={p.id}
      id={`related-${p.id}`}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm"
    >
      <img
        src={p.image}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-semibold text-navy">{p.name}</h3>
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <StarRating rating={p.rating} size="sm" />
          <span aria-hidden>{p.rating.toFixed(1)}</span>
        </p>
        <p className="mt-3 mb-4 text-xl font-bold text-navy">{formatPrice(p.price)}</p>
        <a
          href={p.url}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className={buttonVariants({ variant: 'outline', className: 'mt-auto w-full' })}
        >
          Check Price
          <span className="sr-only"> for {p.name} (opens in a new tab)</span>
          <ExternalLink aria-hidden />
        </a>
      </div>
    </article>
  ))
  return <Carousel label="Related product picks" itemName="products" slides={slides} perView={{ base: 1, md: 2, lg: 3 }} />
}
