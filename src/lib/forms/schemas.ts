// Validation of every form, with the spec's messages. The hero estimate form and the shared quote
// form use the same contact rules; the quote form adds the service wanted. Each schema is made with
// the messages of the page's language (data/ui-forms/ui-forms.en.json, texts.validation).
import { mixed, number, object, string, type InferType, type ObjectSchema } from 'yup'
import { fillPlaceholders } from '../text'
import type { ApplicationField } from './fields'
import { EMAIL_ENDING, EXPERIENCE_YEARS, MAX_LENGTH, MAX_RESUME_BYTES, MIN_LENGTH, PHONE_DIGITS } from './limits'
import type { FieldMessages } from './messages'

export const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]
const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i

const digits = (value: string) => value.replace(/\D/g, '').length

/** A text field of at most its MAX_LENGTH characters, with the message that says so. */
const text = (m: FieldMessages, field: keyof typeof MAX_LENGTH) =>
  string()
    .trim()
    .max(MAX_LENGTH[field], fillPlaceholders(m.tooLong, { max: String(MAX_LENGTH[field]) }))

const contactFields = (m: FieldMessages) => ({
  name: text(m, 'name').min(MIN_LENGTH.name, m.name).required(m.name),
  email: text(m, 'email').required(m.email).email(m.email).matches(EMAIL_ENDING, m.email),
  phone: text(m, 'phone')
    .required(m.phone)
    .test('ten-digits', m.phone, (value) => digits(value ?? '') >= PHONE_DIGITS),
})

export const estimateSchema = (m: FieldMessages) =>
  object({
    ...contactFields(m),
    address: text(m, 'address').min(MIN_LENGTH.address, m.address).required(m.address),
    message: text(m, 'message').default(''),
    // the optional box to get texts: its value ("yes") when checked, false when not (consent.ts)
    sms_consent: mixed<'yes' | false>().default(false),
  })

export const quoteSchema = (m: FieldMessages) =>
  estimateSchema(m).shape({
    service: string().trim().required(m.service),
  })

/** Optional resume: a PDF or Word file of at most 6 MB. */
const resume = (m: FieldMessages) =>
  mixed<File>()
    .nullable()
    .default(null)
    .test('resume-type', m.resumeType, (file) => !file || RESUME_TYPES.includes(file.type) || RESUME_EXTENSIONS.test(file.name))
    .test('resume-size', m.resumeSize, (file) => !file || file.size <= MAX_RESUME_BYTES)

// exactly the fields declared in fields.ts (a missing or extra one fails the type check)
export const applicationSchema = (m: FieldMessages) =>
  object({
    ...contactFields(m),
    experience: number()
      .typeError(m.experience)
      .required(m.experience)
      .integer(m.experience)
      .min(EXPERIENCE_YEARS.min, m.experience)
      .max(EXPERIENCE_YEARS.max, m.experience),
    message: text(m, 'message').default(''),
    resume: resume(m),
  } satisfies Record<ApplicationField, unknown>)

/** Makes a form's schema with the validation messages of the page's language. */
export type SchemaMaker<T extends object> = (messages: FieldMessages) => ObjectSchema<T>

export type EstimateValues = InferType<ReturnType<typeof estimateSchema>>
export type QuoteValues = InferType<ReturnType<typeof quoteSchema>>
export type ApplicationValues = InferType<ReturnType<typeof applicationSchema>>
