import createEmotionServer from '@emotion/server/create-instance'
import type { GatsbySSR } from 'gatsby'
import { renderToString } from 'react-dom/server'
import { createEmotionCache } from './src/components/ui/emotion-cache'
import { Provider } from './src/components/ui/provider'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' })
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
