/** Shown instead of billing buttons when Stripe is not configured. */
export const BILLING_NOT_CONFIGURED = 'Billing is not configured'
