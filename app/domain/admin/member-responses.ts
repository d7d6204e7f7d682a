/** Answers of POST /admin/members (grant or revoke Premium by hand). */
export type MemberActionResponse =
  | { ok: true; intent: 'grant' | 'revoke'; changed: boolean }
  | { ok: false; toast: { title: string; description: string } }

export const MEMBER_TOASTS = {
  granted: 'Premium granted',
  revoked: 'Premium revoked',
  error: 'Error updating member',
  notFound: 'That member no longer exists.',
  unknown: 'Unknown action',
} as const
