import createEmotionServer from '@emotion/server/create-instance'
import type { GatsbySSR } from 'gatsby'
import { isValidElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createEmotionCache } from './src/components/ui/emotion-cache'
import { Provider } from './src/components/ui/provider'
import { FONT_FACES, fontFaceCss } from './src/theme/fonts'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' })
  setHeadComponents([
    ...FONT_FACES.map(({ url }) => <link key={url} rel="preload" href={url} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss() }} />,
  ])
}

// gatsby-plugin-image's head style and fade-in script serve only <GatsbyImage>, which the site does
// not use (src/components/ui/Picture.tsx says why): they would be dead weight on every page.
const IMAGE_PLUGIN_HEAD = /^gatsby-image-style/

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => !(isValidElement(component) && IMAGE_PLUGIN_HEAD.test(String(component.key ?? '')))),
  )
}

// Each page is rendered with its own Emotion cache; the styles it used go into <head>.
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createEmotionCache()
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<Provider cache={cache}>{bodyComponent}</Provider>)
  const { styles } = extractCriticalToChunks(html)
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) => <style key={style.key + style.ids.join('')} data-emotion={`${style.key} ${style.ids.join(' ')}`} dangerouslySetInnerHTML={{ __html: style.css }} />),
  )
  replaceBodyHTMLString(html)
}
