import { z } from 'zod'
import { DIRECTORY_CATEGORIES, SUBMISSION_TYPES } from '~/lib/categories.ts'
import {
  checkbox,
  email,
  optionalEmail,
  optionalLongText,
  optionalPhone,
  optionalText,
  phone,
  requiredLongText,
  requiredText,
  website,
} from '~/lib/form-fields.ts'

export { HONEYPOT_FIELD } from './honeypot.ts'

const submissionTypeValues = SUBMISSION_TYPES.map((t) => t.toLowerCase()) as [string, ...string[]]
const directoryCategoryValues = DIRECTORY_CATEGORIES.map((c) => c.value) as [string, ...string[]]

/** What both business forms ask: the name, what it does, its site, and the city page it came from. */
const businessFields = {
  businessName: requiredText('Business name'),
  description: requiredLongText('Description', 2000),
  website: website(),
  city: optionalText('City', 100),
}

/** Home "Add Your Business" dialog (spec §3 business submission form, §5 rules). */
export const businessSubmissionSchema = z.object({
  kind: z.literal('business'),
  ...businessFields,
  type: z.enum(submissionTypeValues, { message: 'Business type is required' }),
  address: requiredText('Address', 300),
  email: email(),
  phone: phone(),
  certifications: optionalText('Safety certifications', 500),
})

/** Home "Nominate a Business": who deserves a look, and why. */
export const nominationSchema = z.object({
  kind: z.literal('nomination'),
  businessName: requiredText('Business name'),
  location: optionalText('City and State', 200),
  description: optionalLongText('Description', 2000),
  submitterEmail: optionalEmail(),
})

/** City page "Add Your Business" side sheet (spec §3 business application form). */
export const applicationSchema = z.object({
  kind: z.literal('application'),
  ...businessFields,
  category: z.enum(directoryCategoryValues, { message: 'Category is required' }),
  phone: optionalPhone(),
  email: optionalEmail(),
  oshaCertified: checkbox(),
  stateCertified: checkbox(),
  localSafetyLeader: checkbox(),
})

/** What POST /api/submissions accepts: one of the three forms, told apart by their hidden `kind`. */
export const submissionSchema = z.discriminatedUnion('kind', [businessSubmissionSchema, nominationSchema, applicationSchema], {
  error: 'Unknown form',
})
export type SubmissionInput = z.infer<typeof submissionSchema>

/** The admin's Reject dialog: the submitter sees the reason under My Submissions. */
export const rejectionSchema = z.object({ reason: requiredLongText('Reason', 1000) })

