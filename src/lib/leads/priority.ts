// How urgent a lead is, for the office's tools: a leak first (water is coming in now), then storm
// damage (often an insurance claim with a deadline), then the rest. Read from what the visitor wrote
// and the service they chose, in English or Spanish.
import type { LeadField } from '../forms/fields'

export type Priority = 'leak' | 'storm' | 'other'

const LEAK =
  /\b(leak\w*|drip\w*|water (is )?(coming|getting|pouring) in|gote\w*|filtra\w*|fuga\w*|(se )?(mete|entra|está (metiendo|entrando))( el)? agua)\b/i
const STORM = /\b(storms?|hail\w*|wind|hurricane\w*|tornado\w*|tree (fell|fall\w*|down)|tormenta\w*|granizo|viento\w*|hurac[aá]n\w*)\b/i

export function leadPriority(fields: Record<string, unknown>): Priority {
  const words = (['message', 'service'] satisfies LeadField[])
    .map((name) => (typeof fields[name] === 'string' ? fields[name] : ''))
    .join(' \n ')
  if (LEAK.test(words)) return 'leak'
  if (STORM.test(words)) return 'storm'
  return 'other'
}
