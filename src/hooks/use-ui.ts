import { graphql, useStaticQuery } from 'gatsby'
import type { Locale } from '../lib/i18n/locales'
import { uiTexts, type UiTexts } from '../lib/i18n/ui'
import { useLocale } from './use-locale'

/**
 * The words of buttons, labels and messages in the page's language (data/ui-*.json); Head, outside
 * the page's frame, names its language.
 */
export function useUi(language?: Locale): UiTexts {
  const locale = useLocale().locale
  const chosen = language ?? locale
  const data = useStaticQuery<Queries.UiTextsQuery>(graphql`
    query UiTexts {
      allUiText {
        nodes {
          fields {
            locale
            contentName
          }
          texts
        }
      }
    }
  `)
  return uiTexts(data.allUiText.nodes, chosen)
}

export type { UiTexts }
