import { FieldError, SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { PRODUCT_CATEGORIES } from '~/content/product-categories.ts'
import type { AdminProduct } from '~/domain/guides/find-editable-guides.admin.server.ts'
import { CURRENCIES, MAX_LINKS } from '~/domain/guides/model.ts'
import { contentImagePath } from '~/lib/content-images.ts'
import type { FieldErrors } from '~/lib/form-fields.ts'

/** The product editor's fields (the Content tab): names, category, price, merchant links, image. */
export function ProductFields({ product, merchants, errors }: { product: AdminProduct | null; merchants: { id: string; name: string }[]; errors: FieldErrors }) {
  const links = [...(product?.links ?? []), ...Array.from({ length: MAX_LINKS }, () => ({ merchant: '', url: '' }))].slice(0, MAX_LINKS)
  const image = product?.image.startsWith('content-images/') ? contentImagePath(product.image) : product?.image
  return (
    <>
      <TextField label="Slug" name="id" required defaultValue={product?.id} readOnly={product !== null} aria-readonly={product !== null} error={errors.id} />
      <TextField label="Name" name="name" required defaultValue={product?.name} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Brand" name="brand" optional defaultValue={product?.brand} error={errors.brand} />
        <TextField label="Model" name="model" optional defaultValue={product?.model} error={errors.model} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" name="category" required defaultValue={product?.category ?? ''} error={errors.category}>
          <option value="">Choose…</option>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>{c.name}</option>
          ))}
        </SelectField>
        <TextField label="Subcategory" name="subCategory" required defaultValue={product?.subCategory} error={errors.subCategory} />
      </div>
      <TextAreaField label="Description" name="description" required rows={3} defaultValue={product?.description} error={errors.description} />
      <div className="grid gap-4 sm:grid-cols-4">
        <TextField label="Price" name="price" optional inputMode="decimal" defaultValue={product?.price ?? ''} error={errors.price} />
        <SelectField label="Currency" name="currency" required defaultValue={product?.currency ?? 'USD'} error={errors.currency}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>{c}</option>
          ))}
        </SelectField>
        <TextField label="Price range" name="priceRange" optional defaultValue={product?.priceRange} placeholder="$60-$120" error={errors.priceRange} />
        <TextField label="Rating" name="rating" required inputMode="decimal" defaultValue={product?.rating} error={errors.rating} />
      </div>
      <TextField label="Popularity" name="popularity" required inputMode="numeric" defaultValue={product?.popularity} error={errors.popularity} />
      <fieldset className="grid gap-3 rounded-xl border p-4">
        <legend className="px-1 text-sm font-semibold">Merchant links</legend>
        {links.map((link, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <SelectField label={`Merchant ${i + 1}`} name={`links[${i}].merchant`} optional defaultValue={link.merchant}>
              <option value="">None</option>
              {merchants.map((m) => (
                <option key={m.id} value={m.id}>{m.name}</option>
              ))}
            </SelectField>
            <TextField label={`Link ${i + 1}`} name={`links[${i}].url`} optional type="url" defaultValue={link.url} placeholder="https://…" />
          </div>
        ))}
        <FieldError error={errors.links} />
      </fieldset>
      <div className="grid gap-2 rounded-xl border p-4">
        {image && <img src={image} alt="" className="max-h-32 w-fit rounded-md" />}
        <TextField label="Image" name="image" type="file" optional={product !== null} accept="image/jpeg,image/png,image/webp" error={errors.image} />
      </div>
      <FieldError error={errors.form} />
    </>
  )
}
