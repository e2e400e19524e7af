/**
 * The key of the admin preference that holds the admin language a user chose (read at login by
 * ./admin-language.ts, written by ./admin-language-memory.tsx in the browser).
 */
export const ADMIN_LANGUAGE_PREFERENCE = 'admin-language'
