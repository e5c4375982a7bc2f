/** @jest-environment node */
// CSS once (src/lib/build/shared-styles.ts): the rules many pages share move to one stylesheet, those
// a few pages share enough of to a sheet for them, and each page keeps inline only its own.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  GROUP_FROM_BYTES,
  planSharedStyles,
  RULE_MARK,
  rulesOf,
  shareStylesIn,
  sharedFrom,
  withSharedStyles,
} from '../../src/lib/build/shared-styles'

const ATTRIBUTE = 'data-ssr-styles'
// a rule whose id starts with "big" is as large as a group's sheet needs
const rule = (id: string) => `.css-${id}{color:red${id.startsWith('big') ? ';'.repeat(GROUP_FROM_BYTES) : ''}}`
const page = (ids: string[], globals: string[] = ['g1']) =>
  `<html><head><meta charset="utf-8">` +
  globals.map((g) => `<style ${ATTRIBUTE}="css-global ${g}">:root{--${g}:1}</style>`).join('') +
  `<style ${ATTRIBUTE}="css ${ids.join(' ')}">${ids.map((id) => `${RULE_MARK(id)}${rule(id)}`).join('')}</style>` +
  `<style>@font-face{}</style></head><body></body></html>`

describe('CSS once', () => {
  it('reads a page’s rules, one by one, globals and class rules', () => {
    expect(rulesOf(page(['a1', 'b2']))).toEqual([
      { key: 'css-global', id: 'g1', css: ':root{--g1:1}' },
      { key: 'css', id: 'a1', css: '.css-a1{color:red}' },
      { key: 'css', id: 'b2', css: '.css-b2{color:red}' },
    ])
  })

  it('shares the rules a twentieth of the pages use (two at least), the global styles first, and names the sheet by its content', () => {
    expect([sharedFrom(10), sharedFrom(74), sharedFrom(200)]).toEqual([2, 4, 10])
    const pages = [page(['a1', 'b2']), page(['a1', 'c3']), page(['b2', 'a1'], ['g1', 'g2'])].map(rulesOf)
    const plan = planSharedStyles(pages)
    expect(plan.sheets).toHaveLength(1)
    expect(plan.sheets[0]!.css).toBe(':root{--g1:1}.css-a1{color:red}.css-b2{color:red}')
    expect(plan.sheets[0]!.name).toMatch(/^styles-[0-9a-f]{16}\.css$/)
    expect(planSharedStyles(pages).sheets[0]!.name).toBe(plan.sheets[0]!.name)
  })

  it('gives the rules a few pages share a sheet for those pages when they come to enough CSS, and keeps less inline', () => {
    // 60 pages: a rule is common from 3 pages; pages 0 and 1 share a large rule and a small one, pages 2 and 3 a small one
    const ids = (i: number) => ['a1', ...(i < 2 ? ['big1', 's1'] : []), ...(i === 2 || i === 3 ? ['s2'] : [])]
    const pages = Array.from({ length: 60 }, (_, i) => page(ids(i)))
    const plan = planSharedStyles(pages.map(rulesOf))
    expect(plan.sheets).toHaveLength(2)
    expect(plan.sheets[1]!.css).toBe(rule('big1') + rule('s1'))
    const [common, pair] = plan.sheets.map((sheet) => `<link rel="stylesheet" href="/static/${sheet.name}" ${ATTRIBUTE}>`)
    expect(withSharedStyles(pages[1]!, plan, ATTRIBUTE)).toContain(`${common}${pair}<style>@font-face{}</style>`)
    expect(withSharedStyles(pages[2]!, plan, ATTRIBUTE)).toContain(`${common}<style ${ATTRIBUTE}="css s2">${rule('s2')}</style>`)
  })

  it('keeps inline only a page’s own rules, behind the shared sheet’s link, and every other tag of <head> where it was', () => {
    const pages = [page(['a1', 'b2']), page(['a1', 'c3'], ['g1', 'g9']), page(['b2', 'a1'])]
    const plan = planSharedStyles(pages.map(rulesOf))
    const html = withSharedStyles(pages[1]!, plan, ATTRIBUTE)
    expect(html).toBe(
      `<html><head><meta charset="utf-8">` +
        `<link rel="stylesheet" href="/static/${plan.sheets[0]!.name}" ${ATTRIBUTE}>` +
        `<style ${ATTRIBUTE}="css-global g9">:root{--g9:1}</style>` +
        `<style ${ATTRIBUTE}="css c3">.css-c3{color:red}</style>` +
        `<style>@font-face{}</style></head><body></body></html>`,
    )
    // a page all of whose rules are shared has no <style> of its own
    expect(withSharedStyles(pages[0]!, plan, ATTRIBUTE)).not.toMatch(new RegExp(`<style ${ATTRIBUTE}`))
  })

  it('plans from every page on a cold build; on an incremental one keeps the pages it kept and gives those rendered anew the same sheet', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-styles-'))
    const planFile = path.join(dir, 'cache', 'plan.json')
    mkdirSync(path.join(dir, 'static'))
    const written = [page(['a1', 'b2']), page(['a1', 'c3']), page(['b2', 'a1'])]
    const files = written.map((html, i) => {
      const file = path.join(dir, `${i}.html`)
      writeFileSync(file, html)
      return file
    })
    const read = () => files.map((file) => readFileSync(file, 'utf8'))
    const cold = shareStylesIn(dir, files, ATTRIBUTE, planFile)
    expect(cold.pages).toBe(3)
    const afterCold = read()
    // nothing rendered anew (the build reused every page): nothing changes, and the build goes on
    expect(shareStylesIn(dir, files, ATTRIBUTE, planFile)).toMatchObject({ name: cold.name, pages: 0 })
    expect(read()).toEqual(afterCold)
    // one page rendered anew: it alone is rewritten, with the sheet the others link to
    writeFileSync(files[1]!, written[1]!)
    expect(shareStylesIn(dir, files, ATTRIBUTE, planFile)).toMatchObject({ name: cold.name, pages: 1 })
    expect(read()).toEqual(afterCold)
    expect(readdirSync(path.join(dir, 'static'))).toEqual([cold.name])
    // without the plan, a half-rewritten public/ is refused, naming the way out
    rmSync(planFile)
    writeFileSync(files[1]!, written[1]!)
    expect(() => shareStylesIn(dir, files, ATTRIBUTE, planFile)).toThrow(/gatsby clean/)
    rmSync(dir, { recursive: true, force: true })
  })
})
