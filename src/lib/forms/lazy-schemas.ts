// The forms' validation (yup, about 35 KB of the home page's JavaScript) is fetched when a form is
// first validated (a field left, or Send pressed), not with the page (issue 8).
import type { ObjectSchema } from 'yup'
import type { FieldMessages } from './messages'
import type { ApplicationValues, EstimateValues, QuoteValues } from './schemas'

/** Loads a form's schema, made with the validation messages of the page's language. */
export type SchemaLoader<T extends object> = (messages: FieldMessages) => Promise<ObjectSchema<T>>

/** The validation code; NetlifyForm also asks for it when a form is first focused. */
export const loadSchemas = () => import('./schemas')

export const loadEstimateSchema: SchemaLoader<EstimateValues> = (messages) => loadSchemas().then((m) => m.estimateSchema(messages))
export const loadQuoteSchema: SchemaLoader<QuoteValues> = (messages) => loadSchemas().then((m) => m.quoteSchema(messages))
export const loadApplicationSchema: SchemaLoader<ApplicationValues> = (messages) => loadSchemas().then((m) => m.applicationSchema(messages))
