// Spec §5 / §9 messages, without the schemas that give them (form-fields.ts): a form checked
// by the browser alone (the home page's newsletter) shows them without loading zod.
export const EMAIL_MESSAGE = 'Please enter a valid email address'
export const WEBSITE_MESSAGE = 'Website must be a valid URL (for example https://example.com)'
