import { z } from 'zod'
import { emptyIfMissing, requiredLongText, requiredText, singleLine } from '~/lib/form-fields.ts'

/** Spec §5 badge form: id, name, price (min 0, step 0.01, default 0) and description required. */
export const badgeSchema = z.object({
  id: emptyIfMissing(
    singleLine('ID', 60)
      .min(1, 'ID is required')
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'ID may use lowercase letters, digits and dashes'),
  ),
  name: requiredText('Name', 120),
  image: emptyIfMissing(singleLine('Image URL', 500)).refine(
    (v) => v === '' || /^\/[^/\\]/.test(v) || /^https?:\/\/[^\s]+$/.test(v),
    'Image URL must start with https:// or /',
  ),
  price: z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ message: 'Price must be a number' })
      .refine(Number.isFinite, 'Price must be a number')
      .min(0, 'Price must be at least 0')
      .max(99999999, 'Price is too large')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Price must be in steps of 0.01')
      .transform((v) => Math.round(v * 100) / 100),
  ),
  description: requiredLongText('Description', 2000),
})

export type BadgeValues = z.output<typeof badgeSchema>


/** The badges tab's Delete: which badge. */
export const badgeIdSchema = z.object({ id: requiredText('Badge id', 60) })
