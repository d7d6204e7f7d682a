/** Signs the e2e server's bounce/complaint webhook requests (decision 033); set by playwright.config.ts. */
export const E2E_EMAIL_WEBHOOK_SECRET = 'e2e-email-webhook-secret-2026'
