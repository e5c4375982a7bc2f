#!/usr/bin/env node
// `npm test` after the browsers are installed (scripts/ensure-browsers.sh): every check, arranged for a
// 2-core machine (docs/testing.md, "How long a run takes").
//   1. The build, and beside it the type check, lint and the unit tests (they need no build, and the
//      build leaves a core idle for much of its time), then the development-server test (nor does it).
//      Their output follows the browser tests'.
//   2. The other browser tests over the build, two files at a time.
// Every phase runs even when one before it failed (the browser tests need a build), and the run ends
// with the time of each phase and of each test file, slowest first.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const timingsDir = mkdtempSync(path.join(os.tmpdir(), 'test-timings-'))
const timings = path.join(timingsDir, 'files.jsonl')
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', TEST_TIMINGS: timings }
const DEVELOP_TEST = '__tests__/browser/develop.test.ts'

/** Runs an npm script; with `quiet`, its output is kept and handed back instead of printed. */
function npm(script, { quiet = false } = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], {
      cwd: root,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ script, code: code ?? 1, seconds: (Date.now() - started) / 1000, output }))
  })
}

/** Runs the scripts one after the other, stopping at the first that fails. */
async function inTurn(scripts, options) {
  const results = []
  for (const script of scripts) {
    const result = await npm(script, options)
    results.push(result)
    if (result.code !== 0) break
  }
  return results
}

const started = Date.now()
// The development-server test needs no build: it starts once the checks are done, on the core the
// build's single-threaded stretches leave idle, and runs on beside the other browser files.
const checksThenDevelop = inTurn(['typecheck', 'lint', 'test:unit'], { quiet: true }).then(async (checks) => ({
  checks,
  develop: await npm(`test:browser -- ${DEVELOP_TEST}`, { quiet: true }),
}))
const build = await npm('build')
const others =
  build.code === 0
    ? await npm(`test:browser -- --testPathIgnorePatterns ${DEVELOP_TEST}`)
    : { script: 'test:browser', code: 1, seconds: 0, skipped: true }
const { checks, develop } = await checksThenDevelop
for (const check of [...checks, develop]) process.stdout.write(`\n> npm run ${check.script}\n${check.output}`)

const phases = [build, ...checks, develop, others]
const files = readFileSync(timings, { encoding: 'utf8', flag: 'a+' })
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .sort((a, b) => b.seconds - a.seconds)
rmSync(timingsDir, { recursive: true, force: true })

console.log('\nTime per phase (the build beside the type check, lint and unit tests):')
for (const phase of phases)
  console.log(
    `  ${phase.seconds.toFixed(1).padStart(7)} s  ${phase.code === 0 ? '    ' : phase.skipped ? 'SKIP' : 'FAIL'}  npm run ${phase.script}`,
  )
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s        in all`)
console.log(`\nTime per test file (${files.length} files; browser files two at a time):`)
for (const file of files) console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.failed ? 'FAIL' : '    '}  ${file.file}`)

const failed = phases.find((phase) => phase.code !== 0)
process.exitCode = failed ? failed.code || 1 : 0
