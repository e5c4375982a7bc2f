import type { EmotionCache } from '@emotion/cache'
import type { GatsbySSR } from 'gatsby'
import { isValidElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createEmotionCache, setServerRenderCache, SSR_STYLES_ATTRIBUTE } from './src/components/ui/emotion-cache'
import { RULE_MARK } from './src/lib/build/shared-styles'
import { Provider } from './src/components/ui/provider'
import { fontFaceCss, pageFontFaces } from './src/theme/fonts'
import { getSystem } from './src/theme/system'
import { wrapPage } from './src/wrap-page'
import { pathLocale } from './src/lib/i18n/locales'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language from its address (the 404 page of an unknown /es/ address is Spanish too).
  // Only here: every move between pages loads the next page whole, and a Head's <html lang> set
  // again in the browser restyles the whole page (every element's :lang() state) as it loads.
  setHtmlAttributes({ lang: pathLocale(pathname) })
  const faces = pageFontFaces()
  setHeadComponents([
    ...faces.map(({ url }) => <link key={url} rel="preload" href={url} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss(faces) }} />,
  ])
}

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage

// gatsby-plugin-image's head style and fade-in script serve only <GatsbyImage>, which the site does
// not use (src/components/ui/Picture.tsx says why): they would be dead weight on every page. Nor
// does a page name the Gatsby version that built it (a visitor has no use for it; an attacker might).
const UNUSED_HEAD = /^(gatsby-image-style|generator-)/

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => !(isValidElement(component) && UNUSED_HEAD.test(String(component.key ?? '')))),
  )
}

type StyleChunk = { key: string; ids: string[]; css: string }

/**
 * Every rule the render inserted, in Emotion's order (each global style on its own, then one chunk
 * of class rules). Unlike Emotion's extractCritical, this keeps rules whose class is not in the HTML:
 * parts that draw nothing until used (a closed dialog's backdrop, a field's error text) still insert
 * their rules on hydration, and each rule the browser must add then restyles and lays out the whole
 * page again.
 */
function collectStyles(cache: EmotionCache): StyleChunk[] {
  const globals: StyleChunk[] = []
  const regular: StyleChunk = { key: cache.key, ids: [], css: '' }
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      regular.ids.push(id)
      // marked, so that after the build the rules many pages share can move to one stylesheet (src/lib/build/shared-styles.ts)
      regular.css += RULE_MARK(id) + css
    } else globals.push({ key: `${cache.key}-global`, ids: [id], css })
  }
  return [...globals, regular].filter((chunk) => chunk.css)
}

// Each page is rendered with its own Emotion cache; the styles it used, Chakra's global styles
// included, go into <head>, where the browser's cache reads their ids and leaves them in place.
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createEmotionCache()
  setServerRenderCache(cache)
  const html = renderToString(
    <Provider cache={cache} system={getSystem()}>
      {bodyComponent}
    </Provider>,
  )
  setHeadComponents(
    collectStyles(cache).map((style) => (
      <style
        key={style.key + style.ids.join('')}
        {...{ [SSR_STYLES_ATTRIBUTE]: `${style.key} ${style.ids.join(' ')}` }}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  )
  replaceBodyHTMLString(html)
}
