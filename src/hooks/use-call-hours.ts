import { callbackHours, hoursPhrase } from '../lib/hours'
import { useLocale } from './use-locale'
import { useSiteData } from './use-site-data'

/** The hours a request made on this page is called back in, as a phrase: the phone lines', or in Spanish the Spanish hours. */
export function useCallHours(): string {
  const { locale } = useLocale()
  return hoursPhrase(callbackHours(useSiteData().site, locale))
}
