// @ts-check
/**
 * Webpack loader for the browser bundle only (gatsby-node.ts, stage build-javascript): Chakra's
 * `createSystem` without its global style sheets, and able to take a config merged beforehand.
 *
 * `createSystem` builds the page's global CSS (the reset, keyframes, and every token as a CSS
 * variable) as soon as it runs: half of its work, and the longest part of the app bundle's start-up
 * on a phone (issue 8: total blocking time). A built page already carries that CSS in its <head>,
 * written by the server render (gatsby-ssr.tsx), and the browser provider never renders it
 * (src/components/ui/provider.tsx), so the browser bundle skips building it.
 *
 * What is left is still one long task, so the browser builds the system in three (src/theme/system.ts):
 * it merges the configs (a deep copy of each) and marks the result, which `createSystem` then takes as
 * it is; it builds the token dictionary (every token resolved) with `createSystem.prepareTokens`,
 * added here, which `createSystem` then uses; and it builds the rest.
 *
 * Chakra is pinned; if an upgrade changes a line, the build stops here rather than silently losing
 * the saving.
 */

/** The mark src/theme/system.ts puts on a config it has merged itself (MERGED_CONFIG there). */
const MERGED = '__mergedForCreateSystem'
/** Where `createSystem.prepareTokens` leaves the token dictionary on a merged config. */
const TOKENS = '__tokensForCreateSystem'

const REPLACEMENTS = [
  ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];'],
  ['const config = mergeConfigs(...configs);', `const config = configs.length === 1 && configs[0].${MERGED} ? configs[0] : mergeConfigs(...configs);`],
  ['const tokens = createTokenDictionary({', `const tokens = config.${TOKENS} ?? createTokenDictionary({`],
]

// The same call createSystem makes, with the same defaults.
const PREPARE_TOKENS = `
createSystem.prepareTokens = (config) => {
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  config.${TOKENS} = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
};
`

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
function chakraBrowserSystemLoader(source) {
  let out = source
  for (const [line, replacement] of REPLACEMENTS) {
    if (!out.includes(line)) {
      throw new Error(
        `${this.resourcePath}: the line \`${line}\` is gone (Chakra upgraded?). ` +
          'Update src/lib/build/chakra-browser-system-loader.cjs to match, or remove the loader from gatsby-node.ts.',
      )
    }
    out = out.replace(line, replacement)
  }
  return out + PREPARE_TOKENS
}

module.exports = chakraBrowserSystemLoader
