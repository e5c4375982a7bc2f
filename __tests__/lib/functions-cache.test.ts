/** @jest-environment node */
// The local server's compiled functions (scripts/functions.cjs): a module reaches the cache whole or
// not at all, so a second test process starting on a cold cache never loads half a file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compile } = require('../../scripts/functions.cjs') as { compile: (file: string, source: string, cacheDir: string) => string }

describe("the functions' compile cache", () => {
  it('never leaves half a module under its cached name, even when writing it stops midway', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-cache-'))
    const file = path.join(dir, 'f.ts')
    const source = `export const answer: number = 42\n${'// padding\n'.repeat(200)}`
    const write = fs.writeFileSync
    // the first write stops halfway, as a process killed or read meanwhile would leave it
    const spy = jest.spyOn(fs, 'writeFileSync').mockImplementationOnce((target, data) => {
      write(target, String(data).slice(0, 20))
      throw new Error('stopped')
    })
    expect(() => compile(file, source, path.join(dir, 'cache'))).toThrow('stopped')
    spy.mockRestore()
    const compiled = compile(file, source, path.join(dir, 'cache'))
    expect(compiled).toContain('exports.answer = 42')
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
