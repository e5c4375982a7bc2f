// The forms' validation (yup, about 35 KB of the home page's JavaScript) is fetched when a form is
// first validated (a field left, or Send pressed), not with the page (issue 8).
import type { ObjectSchema } from 'yup'
import type { ApplicationValues, EstimateValues, QuoteValues } from './schemas'

export type SchemaLoader<T extends object> = () => Promise<ObjectSchema<T>>

/** The validation code; NetlifyForm also asks for it when a form is first focused. */
export const loadSchemas = () => import('./schemas')

export const loadEstimateSchema: SchemaLoader<EstimateValues> = () => loadSchemas().then((m) => m.estimateSchema)
export const loadQuoteSchema: SchemaLoader<QuoteValues> = () => loadSchemas().then((m) => m.quoteSchema)
export const loadApplicationSchema: SchemaLoader<ApplicationValues> = () => loadSchemas().then((m) => m.applicationSchema)
