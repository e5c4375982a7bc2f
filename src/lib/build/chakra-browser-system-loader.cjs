// @ts-check
/**
 * Webpack loader for the browser bundle only (gatsby-node.ts, stage build-javascript): Chakra's
 * `createSystem` without its global style sheets.
 *
 * `createSystem` builds the page's global CSS (the reset, keyframes, and every token as a CSS
 * variable) as soon as it runs: half of its work, and the longest part of the app bundle's start-up
 * on a phone (issue 8: total blocking time). A built page already carries that CSS in its <head>,
 * written by the server render (gatsby-ssr.tsx), and the browser provider never renders it
 * (src/components/ui/provider.tsx), so the browser bundle skips building it.
 *
 * Chakra is pinned; if an upgrade changes the line, the build stops here rather than silently
 * losing the saving.
 */
const GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

/** @param {string} source */
module.exports = function chakraBrowserSystemLoader(source) {
  if (!source.includes(GLOBAL_CSS)) {
    throw new Error(
      `${this.resourcePath}: the line \`${GLOBAL_CSS}\` is gone (Chakra upgraded?). ` +
        'Update src/lib/build/chakra-browser-system-loader.cjs to match, or remove the loader from gatsby-node.ts.',
    )
  }
  return source.replace(GLOBAL_CSS, 'const _global = [];')
}
