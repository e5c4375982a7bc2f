#!/usr/bin/env node
// `npm run test:stress [-- --runs N]`: the browser tests over the current build (run `npm run build`
// first), N times in a row (3 by default), while a busy loop per core competes for the CPU, as
// on a loaded CI machine. A test that passes only on an idle machine fails here first; the run stops
// at the first failing pass. Not part of `npm test` (docs/testing.md, "No luck involved").
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const runs = Number(values.runs)
if (!existsSync(path.join(root, 'public', 'index.html'))) {
  console.error('public/ has no built site: run `npm run build` first')
  process.exit(1)
}

// One process spinning per core, at the tests' own priority.
const load = os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
const stopLoad = () => load.forEach((child) => child.kill('SIGKILL'))
process.on('exit', stopLoad)
process.on('SIGINT', () => process.exit(130))

const results = []
for (let run = 1; run <= runs; run++) {
  const started = Date.now()
  console.log(`\n=== Stress pass ${run} of ${runs}: the browser tests with ${load.length} busy loops beside them ===`)
  const code = await new Promise((resolve) =>
    spawn('npm', ['run', '--silent', 'test:browser'], { cwd: root, stdio: 'inherit' }).on('close', (exit) => resolve(exit ?? 1)),
  )
  results.push({ run, code, seconds: Math.round((Date.now() - started) / 1000) })
  if (code !== 0) break
}
stopLoad()

console.log('\nStress passes (busy loops on every core):')
for (const { run, code, seconds } of results) console.log(`  pass ${run}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
process.exitCode = results.length === runs && results.every((r) => r.code === 0) ? 0 : 1
