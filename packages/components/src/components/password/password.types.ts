/**
 * The one type a password field has. `sk-password` is always a password field (its text shows
 * only while the reader asks), so its `type` attribute takes no other value: another one, such as
 * `type="text"`, is ignored with one SK001 warning.
 */
export const passwordTypes = ['password'] as const;
export type PasswordType = (typeof passwordTypes)[number];
