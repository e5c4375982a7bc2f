import type { GatsbySSR } from 'gatsby'
import { Provider } from './src/components/ui/provider'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' })
}

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <Provider>{element}</Provider>
