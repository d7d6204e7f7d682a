import { ArrowRight, Award, BookOpen } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import { productAnchor, productCategoryByName } from '~/content/product-categories.ts'
import type { GuideProduct } from '~/domain/guides/model.ts'
import { cn } from '~/lib/utils.ts'
import { Stars } from '../directory/stars.tsx'

/** What a product card shows (spec §3 Safety product, without the sort rank). */
export type ProductCardData = Pick<GuideProduct, 'id' | 'name' | 'category' | 'subCategory' | 'description' | 'rating' | 'priceRange' | 'image' | 'reviewUrl'> &
  Partial<Pick<GuideProduct, 'brand' | 'model' | 'links'>>

/** The fields of a product a page sends to the browser for its cards. */
export function toProductCard(p: ProductCardData): ProductCardData {
  const card: ProductCardData = { id: p.id, name: p.name, category: p.category, subCategory: p.subCategory, description: p.description, rating: p.rating, priceRange: p.priceRange, image: p.image }
  if (p.reviewUrl) card.reviewUrl = p.reviewUrl
  if (p.brand || p.model) Object.assign(card, { brand: p.brand, model: p.model })
  if (p.links?.length) card.links = p.links
  return card
}

/** The id of a category page's buyer's guide section. */
export const BUYERS_GUIDE_ANCHOR = 'buyers-guide'

/** Where a product card leads: our review when we have one, else its category's buyer's guide. */
export function productLink(p: Pick<ProductCardData, 'category' | 'reviewUrl'>): { to: string; label: string; review: boolean } {
  if (p.reviewUrl) return { to: p.reviewUrl, label: 'Read our review', review: true }
  const slug = productCategoryByName(p.category)?.slug
  return { to: `/products/${slug}#${BUYERS_GUIDE_ANCHOR}`, label: `Read the ${p.category} buyer’s guide`, review: false }
}

/**
 * A product card: image, category, name, stars and rating, price range and description.
 * `featured` lays it out wide with the spec's 'Most Popular' badge (§9).
 */
export function ProductCard({
  product,
  featured = false,
  horizontal = featured,
  eager = false,
  className,
}: {
  product: ProductCardData
  featured?: boolean
  /** Image beside the text from the sm breakpoint (featured cards always are). */
  horizontal?: boolean
  /** Load the image at once (cards near the top of the page). */
  eager?: boolean
  className?: string
}) {
  const headingId = `product-name-${product.id}`
  const link = productLink(product)
  const LinkIcon = link.review ? BookOpen : ArrowRight
  return (
    <article
      id={productAnchor(product.id)}
      aria-labelledby={headingId}
      data-product-id={product.id}
      className={cn(
        'flex h-full scroll-mt-24 flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition hover:shadow-md target:ring-2 target:ring-primary',
        horizontal && 'sm:flex-row',
        featured && 'border-primary ring-2 ring-primary/20',
        className,
      )}
    >
      <div className={cn('relative shrink-0 bg-muted', horizontal && 'sm:w-2/5')}>
        <img
          src={product.image}
          alt=""
          width={400}
          height={300}
          loading={eager ? undefined : 'lazy'}
          className={cn('aspect-[16/10] w-full object-cover', horizontal && 'sm:aspect-auto sm:h-full sm:min-h-48')}
        />
        {featured && (
          <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-white uppercase shadow">
            <Award className="size-4" aria-hidden /> Most Popular
          </p>
        )}
      </div>
      <div className={cn('flex flex-1 flex-col gap-3 p-5', horizontal && 'sm:justify-center', featured && 'md:p-8')}>
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">
          {product.category}
          <span className="text-muted-foreground"> · {product.subCategory}</span>
        </p>
        <h3 id={headingId} className={cn('text-lg leading-snug font-bold text-navy', featured && 'md:text-2xl')}>
          {product.name}
        </h3>
        {(product.brand || product.model) && (
          <p className="-mt-2 text-sm text-muted-foreground" data-testid="product-brand">
            {[product.brand, product.model].filter(Boolean).join(' ')}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Stars rating={product.rating} />
            <span className="font-semibold text-foreground" data-testid="product-rating">
              {product.rating.toFixed(1)}
            </span>
          </p>
          <p className="font-bold text-navy" data-testid="product-price">
            <span className="sr-only">Price: </span>
            {product.priceRange}
          </p>
        </div>
        <p className={cn('text-sm text-slate-700', featured && 'md:text-base')}>{product.description}</p>
        {product.links && product.links.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={`Where to buy the ${product.name}`}>
            {product.links.map((l) => (
              <li key={l.url}>
                <a href={l.url} rel="sponsored nofollow ugc noopener" target="_blank" className="text-sm font-semibold text-primary underline underline-offset-4">
                  Buy at {l.merchant}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto pt-1">
          <Link
            to={link.to}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            aria-label={link.review ? `Read our review of the ${product.name}` : `${link.label} for the ${product.name}`}
            data-testid="product-link"
          >
            <LinkIcon className="size-4" aria-hidden />
            {link.label}
          </Link>
        </p>
      </div>
    </article>
  )
}
