// How much each form takes. Apart from the schemas (src/lib/forms/schemas.ts) so the fields can carry
// the same numbers without importing yup.

/**
 * The longest text each field takes, in characters: room for any real name, address or note, and
 * a bound on what a visitor (or a script posing as one) can make the office read. The inputs carry
 * the same numbers as `maxlength`.
 */
export const MAX_LENGTH = { name: 100, email: 254, phone: 30, address: 200, message: 2000 } as const

/**
 * What the form service takes in one request is 7 MB (files and fields together); a resume may use
 * 6 MB of it, so an application with the longest texts still fits.
 */
export const MAX_RESUME_BYTES = 6 * 1024 * 1024
