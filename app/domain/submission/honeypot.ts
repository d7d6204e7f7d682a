/** Name of the hidden honeypot input on every public form; people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = 'company_fax'
