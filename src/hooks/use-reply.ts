import { callbackHours, replyPromise } from '../lib/hours'
import { useLocale } from './use-locale'
import { useSiteData } from './use-site-data'
import { useUi } from './use-ui'

/**
 * When a request in `language` (the page's by default) will be answered, in the page's words, asked at
 * the moment it is said (a toast after sending): "within 24 hours" when the next call in that
 * language's hours (data/site) comes that soon, else its day and time.
 */
export function useReplyWhen(): (language?: string) => string {
  const { locale } = useLocale()
  const { reply } = useUi().forms
  const english = useSiteData('en').site
  const spanish = useSiteData('es').site
  return (language = locale) => {
    const es = language === 'es'
    return replyPromise(new Date(), callbackHours(es ? spanish : english, es ? 'es' : 'en'), reply, locale)
  }
}
