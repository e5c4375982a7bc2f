import { hoursDays } from '../lib/hours'
import { fillPlaceholders } from '../lib/text'
import { useLocale } from './use-locale'
import { useSiteData } from './use-site-data'
import { useUi } from './use-ui'

/** "We answer in English, and in Spanish Mon–Fri": the call buttons' help, its days from data/site (`spanishHours`). */
export function useCallHelp(): string {
  const { callHelp } = useUi().layout
  const { site } = useSiteData()
  const { locale } = useLocale()
  return fillPlaceholders(callHelp, { days: hoursDays(site.spanishHours, locale) })
}
