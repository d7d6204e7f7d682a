/** Spec §6/§8 access answers (shared by the guard and the pages that show them). */
export const ACCESS_DENIED_TITLE = 'Access Denied'
export const ADMIN_ONLY_MESSAGE = 'Only administrators can log in here.'
/** ADMIN_REQUIRE_2FA=1 and the admin's account has no two-factor sign-in yet. */
export const ADMIN_NEEDS_2FA_MESSAGE = 'Turn on two-factor sign-in in your profile to use the admin area.'
export const NO_PERMISSION_MESSAGE = "You don't have permission to access this area."
