/**
 * @jest-environment node
 */
// (wawoff2's WebAssembly checks its buffers against Node's own Uint8Array, not jsdom's)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  ALWAYS,
  FONT_SOURCES,
  fontCharacters,
  inRanges,
  latinRange,
  missingCharacters,
  siteCharacters,
  textOf,
  writeFontSubsets,
} from '../../src/lib/build/font-subsets'

describe('the characters the fonts keep', () => {
  it("are the texts' own, with what a visitor may type, once each, in code point order", () => {
    const chars = fontCharacters(['Mañana, señor', 'Zebulon \u0007'])
    expect([...chars]).toEqual([...new Set(chars)])
    expect([...chars].map((c) => c.codePointAt(0))).toEqual([...chars].map((c) => c.codePointAt(0)).sort((a, b) => a! - b!))
    for (const char of `${ALWAYS}ñZ`) expect(chars).toContain(char)
    expect(chars).not.toContain('\u0007')
    expect(fontCharacters(['b a'])).toBe(fontCharacters(['a b']))
  })

  it("reads a JSON file's strings with their escapes decoded, and another file's \\u escapes too", () => {
    expect(textOf('x.json', '{"name":"Jos\\u00e9","n":1}')).toContain('José')
    expect(textOf('x.ts', "const dash = '\\u2014'")).toContain('—')
    expect(textOf('x.md', 'Café')).toContain('Café')
  })

  it("are data/'s and src/'s, but not those of the code that never draws a page (the build's, the functions')", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    write('data/towns/towns.en.json', '{"name":"Cañon \\u00c7ity"}')
    write('src/views/Home.tsx', "const next = 'Next →'")
    write('src/lib/leads/gsm.ts', "const alphabet = 'ßøå'")
    write('src/lib/build/check.ts', "const sign = '§'")
    const chars = siteCharacters(root)
    fs.rmSync(root, { recursive: true, force: true })
    for (const char of 'ñÇ→') expect(chars).toContain(char)
    for (const char of 'ßøå§') expect(chars).not.toContain(char)
  })
})

describe('a page shown in fonts cut without some of its characters', () => {
  const latin = inRanges('U+0000-00FF,U+2000-206F')

  it("names the characters the fonts' Latin files draw that the cut left out", () => {
    const html = '<html><head><title>ç</title></head><body><p>Garçon &#232; &#x2014;</p><input placeholder="Ærø"></body></html>'
    expect(missingCharacters(html, fontCharacters([]), latin).sort()).toEqual(['Æ', 'ç', 'è', 'ø'].sort())
    expect(missingCharacters(html, fontCharacters(['çèÆø']), latin)).toEqual([])
  })

  it("ignores scripts, styles, markup and what the Latin files never drew (another script's letters, emoji)", () => {
    const html = '<body><script>"ç"</script><style>.a::after{content:"é"}</style><p data-x="ü" title="ö">Ωmega 🏠</p></body>'
    expect(missingCharacters(html, fontCharacters([]), latin)).toEqual([])
  })

  it("knows the packages' Latin ranges", () => {
    for (const source of FONT_SOURCES) {
      const covered = latinRange(source)
      expect([0x41, 0xe9, 0x2014].map(covered)).toEqual([true, true, true])
      expect([0x3a9, 0x1f3e0].map(covered)).toEqual([false, false])
    }
  })
})

describe('the cut files', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("are smaller than the packages', named by their content, and declared with the weights they hold", async () => {
    const chars = fontCharacters(['Harlan Family Roofing'])
    const faces = await writeFontSubsets(chars, dir)
    expect(faces.map((f) => [f.family, f.weight])).toEqual([['Inter Variable', '400 800']])
    for (const [i, face] of faces.entries()) {
      expect(face.url).toMatch(/^\/static\/inter-[0-9a-f]{12}\.woff2$/)
      const file = path.join(dir, path.basename(face.url))
      const whole = fs.statSync(require.resolve(FONT_SOURCES[i]!.file)).size
      expect(fs.statSync(file).size).toBeLessThan(whole * 0.75)
    }
    // the same characters make the same files; one more makes new ones
    expect(await writeFontSubsets(chars, dir)).toEqual(faces)
    const more = await writeFontSubsets(fontCharacters(['Harlan Family Roofing', 'ç']), dir)
    expect(more.map((f) => f.url)).not.toEqual(faces.map((f) => f.url))
  }, 30_000)
})
