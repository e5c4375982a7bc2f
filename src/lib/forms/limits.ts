// How much each form takes, and what a field must hold. Apart from the schemas (src/lib/forms/schemas.ts)
// so the fields can carry the same rules without importing yup.

/**
 * The longest text each field takes, in characters: room for any real name, address or note, and
 * a bound on what a visitor (or a script posing as one) can make the office read. The inputs carry
 * the same numbers as `maxlength`.
 */
export const MAX_LENGTH = { name: 100, email: 254, phone: 30, address: 200, message: 2000 } as const

/** The shortest name and address the forms take. */
export const MIN_LENGTH = { name: 2, address: 2 } as const

/** A phone number has at least this many digits, however it is written. */
export const PHONE_DIGITS = 10

/** The years of experience an applicant can give, whole years. */
export const EXPERIENCE_YEARS = { min: 0, max: 60 } as const

/** An e-mail address ends in a dot and a top-level domain of two letters or more (yup's own check takes "a@b"). */
export const EMAIL_ENDING = /\.[a-z]{2,}$/i

// The schema trims before it counts: two characters that are not spaces, wherever they are.
const TWO_BESIDES_SPACES = '.*\\S.*\\S.*'

/**
 * What the browser checks by itself, from the HTML, the same as the schema: a form pressed before
 * the page's scripts have run (or without them) is checked by the browser, and an empty or
 * half-filled lead never leaves. Once the form's script runs, the form turns the browser's checks
 * off (`noValidate`) and the schema's messages take over. A `pattern` matches the whole value.
 */
export const HTML_CONSTRAINTS = {
  name: { required: true, minLength: MIN_LENGTH.name, maxLength: MAX_LENGTH.name, pattern: TWO_BESIDES_SPACES },
  email: { required: true, maxLength: MAX_LENGTH.email, pattern: '.*\\.[a-zA-Z]{2,}' },
  phone: { required: true, maxLength: MAX_LENGTH.phone, pattern: `(?:\\D*\\d){${PHONE_DIGITS}}.*` },
  address: { required: true, minLength: MIN_LENGTH.address, maxLength: MAX_LENGTH.address, pattern: TWO_BESIDES_SPACES },
  message: { maxLength: MAX_LENGTH.message },
  experience: { required: true, min: EXPERIENCE_YEARS.min, max: EXPERIENCE_YEARS.max, step: 1 },
} as const

/**
 * What the form service takes in one request is 7 MB (files and fields together); a resume may use
 * 6 MB of it, so an application with the longest texts still fits.
 */
export const MAX_RESUME_BYTES = 6 * 1024 * 1024
