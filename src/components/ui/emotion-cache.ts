import createCache, { type EmotionCache } from '@emotion/cache'

// Every element's class begins with it (`c-1x2y3z`): one letter, as it is written some 800 times a page.
const KEY = 'c'

/**
 * The attribute gatsby-ssr gives each <style> of server-rendered styles: the cache key, then the ids
 * of the rules inside ("c 1x2y3z 4a5b6c"); a linked sheet's <link> has it with no value. Not
 * Emotion's own `data-emotion`, on purpose: Emotion adopts tags with that attribute by moving them
 * within <head>, and every move of a style sheet makes
 * the browser restyle and lay out the whole page again (three or four times during hydration,
 * 150-250 ms each on a mid-range phone).
 */
export const SSR_STYLES_ATTRIBUTE = 'data-ssr-styles'

/**
 * A fresh cache for one server render. `compat` keeps Emotion from writing a <style> before each
 * element (invalid in <body>); gatsby-ssr writes the rules the render inserted into <head> instead.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY })
  cache.compat = true
  return cache
}

let browserCache: EmotionCache | undefined

const CLASS_RULE = new RegExp(`\\.${KEY}-([\\w-]+)`, 'g')

/** The ids of the class rules in a linked sheet, read from its rules (inside @media and @layer blocks too). */
function idsInSheet(rules: CSSRuleList, ids: Set<string>) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) for (const [, id] of rule.selectorText.matchAll(CLASS_RULE)) ids.add(id!)
    else if ('cssRules' in rule) idsInSheet((rule as CSSGroupingRule).cssRules, ids)
  }
}

/**
 * The browser's one cache, shared by the page and by the Head that Gatsby renders in a root of its
 * own. It starts knowing every rule the server already wrote (the page's own <style> lists its ids;
 * a linked sheet (src/lib/build/shared-styles.ts) is read for them, so no page carries their list), so
 * hydration inserts no rule twice and leaves those tags where they are; rules the server did not
 * render (a dialog opened later) go into a sheet of its own after them. A sheet that failed to load
 * gives no ids: its rules are inserted again, and the page stays styled.
 */
export function getBrowserEmotionCache(): EmotionCache {
  if (browserCache) return browserCache
  const cache = createCache({ key: KEY })
  const ids = new Set<string>()
  for (const tag of Array.from(document.querySelectorAll(`[${SSR_STYLES_ATTRIBUTE}^="${KEY} "]`)))
    for (const id of (tag.getAttribute(SSR_STYLES_ATTRIBUTE) ?? '').split(' ').slice(1)) ids.add(id)
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${SSR_STYLES_ATTRIBUTE}]`))) {
    try {
      if (link.sheet) idsInSheet(link.sheet.cssRules, ids)
    } catch {
      // a sheet the browser won't let us read: its rules are inserted again
    }
  }
  for (const id of ids) cache.inserted[id] = true
  browserCache = cache
  return cache
}

let serverCache: EmotionCache | undefined

/** The cache of the page the server is rendering (set by gatsby-ssr), which islands rendered apart write into too. */
export function setServerRenderCache(cache: EmotionCache) {
  serverCache = cache
  islandCount = 0
}

let islandCount = 0

/** A prefix for the ids React makes in the next island of the page the server renders (each island's root makes its own). */
export function nextIslandIdPrefix(): string {
  islandCount += 1
  return `i${islandCount}-`
}

export function serverRenderCache(): EmotionCache {
  if (!serverCache) throw new Error('An island rendered on the server outside a page render')
  return serverCache
}
