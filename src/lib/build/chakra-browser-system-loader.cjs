// @ts-check
/**
 * Webpack loader for the browser bundle only (gatsby-node.ts, stage build-javascript): Chakra's
 * `createSystem` without its global style sheets, and able to be built in steps. It edits two of
 * Chakra's files, `styled-system/system.js` and `styled-system/token-dictionary.js`.
 *
 * `createSystem` builds the page's global CSS (the reset, keyframes, and every token as a CSS
 * variable) as soon as it runs: half of its work, and the longest part of the app bundle's start-up
 * on a phone (issue 8: total blocking time). A built page already carries that CSS in its <head>,
 * written by the server render (gatsby-ssr.tsx), and the browser provider never renders it
 * (src/components/ui/provider.tsx), so the browser bundle skips building it.
 *
 * What is left is still long, so the browser builds the system in steps (src/theme/system.ts), each
 * in a task of its own: it merges the configs and marks the result, which `createSystem` then takes
 * as it is; it builds the token dictionary (every token resolved) in three steps with
 * `createSystem.tokenSteps`, added here (the tokens registered; their transforms and references;
 * the references expanded and the views built: the body of the dictionary's own `build`, split in
 * two), which `createSystem` then uses; and it builds the rest.
 *
 * Chakra is pinned; if an upgrade changes a line, the build stops here rather than silently losing
 * the saving.
 */

/** The mark src/theme/system.ts puts on a config it has merged itself (MERGED_CONFIG there). */
const MERGED = '__mergedForCreateSystem'
/** Where the last of `createSystem.tokenSteps` leaves the token dictionary on a merged config. */
const TOKENS = '__tokensForCreateSystem'
/** The option that makes `createTokenDictionary` return its remaining steps instead of building. */
const IN_STEPS = '__inSteps'

const SYSTEM_REPLACEMENTS = [
  ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];'],
  [
    'const config = mergeConfigs(...configs);',
    `const config = configs.length === 1 && configs[0].${MERGED} ? configs[0] : mergeConfigs(...configs);`,
  ],
  ['const tokens = createTokenDictionary({', `const tokens = config.${TOKENS} ?? createTokenDictionary({`],
]

// The same call createSystem makes, with the same defaults, and the dictionary's build in two.
const TOKEN_STEPS = `
createSystem.tokenSteps = (config) => {
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  let rest;
  return [
    () => {
      rest = createTokenDictionary({
        breakpoints: theme.breakpoints,
        tokens: theme.tokens,
        semanticTokens: theme.semanticTokens,
        prefix: cssVarsPrefix,
        ${IN_STEPS}: true
      });
    },
    () => rest[0](),
    () => {
      config.${TOKENS} = rest[1]();
    }
  ];
};
`

// The calls of the dictionary's own `build`, in order; the steps make the first four, then the rest.
// `build` is checked to be exactly these calls.
const BUILD_CALLS = [
  'applyMiddlewares("pre")',
  'applyTransforms("pre")',
  'addConditionalTokens()',
  'addReferences()',
  'expandTokenReferences$1()',
  'applyMiddlewares("post")',
  'applyTransforms("post")',
  'setupViews()',
]
const FIRST_STEP_CALLS = 4
const BUILD = `  function build() {\n${BUILD_CALLS.map((call) => `    ${call};\n`).join('')}  }`
/** @param {string[]} calls @param {string} [last] */
const step = (calls, last = '') => `() => { ${calls.map((call) => `${call}; `).join('')}${last}}`
const DICTIONARY_REPLACEMENTS = [
  [BUILD, BUILD],
  [
    '  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;',
    `  registerMiddleware(...tokenMiddlewares);
  if (options.${IN_STEPS}) return [
    ${step(BUILD_CALLS.slice(0, FIRST_STEP_CALLS))},
    ${step(BUILD_CALLS.slice(FIRST_STEP_CALLS), 'return dictionary; ')}
  ];
  build();
  return dictionary;`,
  ],
]

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
function chakraBrowserSystemLoader(source) {
  const isSystem = /system\.js$/.test(this.resourcePath)
  let out = source
  for (const [line, replacement] of isSystem ? SYSTEM_REPLACEMENTS : DICTIONARY_REPLACEMENTS) {
    if (!out.includes(line)) {
      throw new Error(
        `${this.resourcePath}: the line \`${line}\` is gone (Chakra upgraded?). ` +
          'Update src/lib/build/chakra-browser-system-loader.cjs to match, or remove the loader from gatsby-node.ts.',
      )
    }
    out = out.replace(line, replacement)
  }
  return isSystem ? out + TOKEN_STEPS : out
}

module.exports = chakraBrowserSystemLoader
