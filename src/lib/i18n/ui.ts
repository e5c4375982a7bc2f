// The interface's words (data/ui-*.json) of one language, from the nodes of every language: read by
// useUi() in the pages and by the build (the social cards).
import type layout from '../../../data/ui-layout/ui-layout.en.json'
import type forms from '../../../data/ui-forms/ui-forms.en.json'
import type pages from '../../../data/ui-pages/ui-pages.en.json'
import type sections from '../../../data/ui-sections/ui-sections.en.json'
import { localeFile, type Locale } from './locales'

/** The interface's words, typed by the English files (the content check holds each translation to them). */
export type UiTexts = {
  layout: (typeof layout)['texts']
  forms: (typeof forms)['texts']
  pages: (typeof pages)['texts']
  sections: (typeof sections)['texts']
}
const PARTS = ['layout', 'forms', 'pages', 'sections'] as const

type UiNodes = ReadonlyArray<{ fields: { locale: string; contentName: string }; texts: unknown }>

/** The texts of `locale` from the nodes of every language (pure, for tests). */
export function uiTexts(nodes: UiNodes, locale: Locale): UiTexts {
  return Object.fromEntries(
    PARTS.map((part) => {
      const node = nodes.find((n) => n.fields.locale === locale && n.fields.contentName === `ui-${part}/ui-${part}.json`)
      if (!node) throw new Error(`data/${localeFile(`ui-${part}/ui-${part}.json`, locale)} is missing`)
      return [part, node.texts]
    }),
  ) as UiTexts
}
