/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack loader is CommonJS
const { lazyParts } = require('../../plugins/islands/lazy-parts-loader.cjs') as { lazyParts: (source: string) => string }

const registry = readFileSync(path.join(__dirname, '..', '..', 'src', 'islands', 'registry.ts'), 'utf8')

// The islands' one list (src/islands/registry.ts) as the browser's build reads it.
describe("the islands' list in the browser", () => {
  const browser = lazyParts(registry)

  it('imports no part: each island loads its own as it wakes, from the module the list names', () => {
    expect(browser).not.toMatch(/from '\.\.\/components\//)
    expect(browser).not.toMatch(/\bpart:/)
    expect(browser).toContain("QuoteCard: { load: () => import('../components/forms/QuoteCard').then((m) => m.QuoteCard), wake: 'touch'")
    const islands = [...registry.matchAll(/^ {2}(\w+): \{ part: /gm)].map((m) => m[1])
    expect(islands.length).toBeGreaterThan(10)
    for (const name of islands) expect(browser).toMatch(new RegExp(`^  ${name}: \\{ load: \\(\\) => import\\(`, 'm'))
  })

  it("keeps the list's other imports and leaves out the server's renderer", () => {
    expect(browser).toContain("import { ESTIMATE_DRAFT_KEY } from '../lib/forms/draft'")
    expect(browser).toContain('export const renderIslandHtml = null')
    expect(browser).not.toContain('react-dom/server')
  })

  it('stops the build on a list it cannot read, naming what is wrong', () => {
    expect(() => lazyParts(registry.replace("import { QuoteCard } from '../components/forms/QuoteCard'\n", ''))).toThrow(
      'the part QuoteCard is not imported from src/components in one line',
    )
    expect(() => lazyParts(registry.replace("  ApplicationDialog: { part: ApplicationDialog, wake: 'touch' },\n", ''))).toThrow(
      'imports ApplicationDialog from src/components but no island',
    )
  })
})
