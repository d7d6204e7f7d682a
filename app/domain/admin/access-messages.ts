/** Spec §6/§8 access answers (shared by the guard and the pages that show them). */
export const ACCESS_DENIED_TITLE = 'Access Denied'
export const ADMIN_ONLY_MESSAGE = 'Only administrators can log in here.'
export const NO_PERMISSION_MESSAGE = "You don't have permission to access this area."
