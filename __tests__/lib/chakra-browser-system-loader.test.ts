/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'

type Loader = (this: { resourcePath: string }, source: string) => string
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../src/lib/build/chakra-browser-system-loader.cjs') as Loader

const systemPath = path.join(__dirname, '../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js')
const run = (source: string) => loader.call({ resourcePath: systemPath }, source)

describe("the browser bundle's createSystem (webpack loader)", () => {
  const source = readFileSync(systemPath, 'utf8')

  it('skips the global CSS, takes a config merged and tokens built beforehand, and adds tokenSteps', () => {
    const out = run(source)
    expect(out).toContain('const _global = [];')
    expect(out).not.toContain('getTokenCss()]')
    expect(out).toContain('configs[0].__mergedForCreateSystem ? configs[0] : mergeConfigs(...configs)')
    expect(out).toContain('const tokens = config.__tokensForCreateSystem ?? createTokenDictionary({')
    expect(out).toMatch(
      /createSystem\.tokenSteps = \(config\) => \{[\s\S]*createTokenDictionary\(\{[\s\S]*__inSteps: true[\s\S]*config\.__tokensForCreateSystem = rest\[1\]\(\)/,
    )
  })

  it('stops the build, naming the file and the line, when Chakra no longer has a line it edits', () => {
    const changed = source.replace('const config = mergeConfigs(...configs);', 'const config = merge(configs);')
    expect(() => run(changed)).toThrow(/system\.js: the line `const config = mergeConfigs\(\.\.\.configs\);` is gone/)
  })
})

describe("the browser bundle's token dictionary (webpack loader)", () => {
  const dictionaryPath = path.join(__dirname, '../../node_modules/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js')
  const source = readFileSync(dictionaryPath, 'utf8')
  const runOn = (text: string) => loader.call({ resourcePath: dictionaryPath }, text)

  it('returns the two halves of its build when asked for steps, and builds at once otherwise', () => {
    const out = runOn(source)
    expect(out).toContain('if (options.__inSteps) return [')
    expect(out).toContain(
      '() => { expandTokenReferences$1(); applyMiddlewares("post"); applyTransforms("post"); setupViews(); return dictionary; }',
    )
    expect(out).toMatch(/\];\n {2}build\(\);\n {2}return dictionary;/)
  })

  it('stops the build when the dictionary builds in another order than the steps do', () => {
    const changed = source.replace(
      '    addReferences();\n    expandTokenReferences$1();',
      '    expandTokenReferences$1();\n    addReferences();',
    )
    expect(changed).not.toBe(source)
    expect(() => runOn(changed)).toThrow(/token-dictionary\.js: the line ` {2}function build\(\) \{/)
  })
})
