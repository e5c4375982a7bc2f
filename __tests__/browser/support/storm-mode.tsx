// A page of the site as the build writes it in storm mode (STORM_MODE_DEMO=1), without a second build
// (too slow for the suite): the build's own components render the page's body and frame on the server,
// as gatsby-ssr's replaceRenderer does, from the build's own data (public/page-data: the page query's
// result and the static queries'), with the storm the build reads in demo mode; the built page keeps
// its head and scripts. docs/testing.md, "Storm mode".
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { graphql, useStaticQuery } from 'gatsby'
import { parse, type OperationDefinitionNode } from 'graphql'
import type { PageProps } from 'gatsby'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import towns from '../../../data/towns/towns.en.json'
import { createEmotionCache, setServerRenderCache, SSR_STYLES_ATTRIBUTE } from '../../../src/components/ui/emotion-cache'
import { Provider } from '../../../src/components/ui/provider'
import { iconSprite } from '../../../src/lib/build/icon-sprite'
import { stormAtBuild } from '../../../src/lib/build/storm-alert'
import { getSystem } from '../../../src/theme/system'
import HomePage from '../../../src/views/Home'
import TownPage from '../../../src/views/Town'
import { wrapPage } from '../../../src/wrap-page'
import { rootDir } from './site'

const publicDir = path.join(rootDir, 'public')
// the icons point at the sprite the build wrote, as the build's bundles do (plugins/icons)
;(globalThis as { __ICON_SPRITE__?: string }).__ICON_SPRITE__ = iconSprite().url
const VIEWS: Record<string, ComponentType<PageProps>> = {
  'component---src-pages-index-tsx': HomePage as ComponentType<PageProps>,
  'component---src-templates-town-tsx': TownPage as ComponentType<PageProps>,
}
/** A fixed day, so the banner's date, and its picture, are the same every day: the demo storm falls the day before. */
const NOW = new Date('2026-11-26T15:00:00Z')
const FOCUS_WRAPPER = '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">'
const ANNOUNCER = '<div id="gatsby-announcer"'

/** The names a query's answer has at its top (a field's alias, else its name). */
const topNames = (query: string) => {
  const operation = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
  return (operation?.selectionSet.selections ?? []).flatMap((s) => (s.kind === 'Field' ? [(s.alias ?? s.name).value] : [])).sort()
}

/**
 * The answer to each static query a page names (its page-data's `staticQueryHashes`), as the build wrote
 * it (public/page-data/sq/d/): the one whose names are the query's (two queries may name one field with
 * other selections, so their answers are never merged); a file of an earlier build left there is not read.
 */
const staticQueries = (hashes: ReadonlyArray<string>) => {
  const dir = path.join(publicDir, 'page-data', 'sq', 'd')
  const answers = hashes.map((hash) => (JSON.parse(readFileSync(path.join(dir, `${hash}.json`), 'utf8')) as { data: object }).data)
  return (query: string) => {
    const names = JSON.stringify(topNames(query))
    const found = answers.find((data) => JSON.stringify(Object.keys(data).sort()) === names)
    if (!found) throw new Error(`no static query's answer has ${names}`)
    return found
  }
}

/** The HTML of the home page or a town page (`pathname`, in either language) in storm mode. */
export async function stormModeHtml(pathname: string): Promise<string> {
  const storm = await stormAtBuild({ env: { STORM_MODE_DEMO: '1' }, towns, now: NOW, log: () => undefined })
  const pageData = JSON.parse(
    readFileSync(path.join(publicDir, 'page-data', pathname === '/' ? 'index' : pathname, 'page-data.json'), 'utf8'),
  ) as {
    componentChunkName: string
    result: { data: unknown; pageContext: unknown }
    staticQueryHashes: string[]
  }
  const answerOf = staticQueries(pageData.staticQueryHashes)
  // the query's text reaches useStaticQuery (graphql is a mock under Jest), which answers as the build did, in storm mode
  jest.mocked(graphql).mockImplementation((strings: TemplateStringsArray) => strings.join('') as unknown as ReturnType<typeof graphql>)
  jest.mocked(useStaticQuery).mockImplementation((query: unknown) => {
    const data = answerOf(String(query))
    return 'stormAlert' in data ? { ...data, stormAlert: storm } : data
  })
  const View = VIEWS[pageData.componentChunkName]
  if (!View) throw new Error(`${pathname} is not the home page nor a town page`)
  const cache = createEmotionCache()
  setServerRenderCache(cache)
  const props = { data: pageData.result.data, pageContext: pageData.result.pageContext, location: { pathname } } as unknown as PageProps
  const body = renderToString(
    <Provider cache={cache} system={getSystem()}>
      {wrapPage({ element: <View {...props} />, props: { location: { pathname } } })}
    </Provider>,
  )
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  const styles = `<style ${SSR_STYLES_ATTRIBUTE}="${cache.key} ${rules.map(([id]) => id).join(' ')}">${rules.map(([, css]) => css).join('')}</style>`
  const built = readFileSync(path.join(publicDir, pathname, 'index.html'), 'utf8')
  const start = built.indexOf(FOCUS_WRAPPER) + FOCUS_WRAPPER.length
  const end = built.indexOf(`</div>${ANNOUNCER}`)
  if (start < FOCUS_WRAPPER.length || end < start) throw new Error(`${pathname}: the built page is not in the shape expected`)
  return built.slice(0, start).replace('</head>', `${styles}</head>`) + body + built.slice(end)
}
