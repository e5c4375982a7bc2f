#!/usr/bin/env node
// The speed benchmark (issue 8): `npm run bench`, or `npm run bench -- --builds` to time the builds too.
//
// 1. Builds the site if public/ has no build (with --builds: times a cold build, `gatsby clean` then
//    `npm run build`, and a rebuild after a one-character change to data/faq/faq.en.json, restored after).
// 2. Serves public/ on 127.0.0.1 with the project's own server (netlify.toml's headers and redirects),
//    brotli compression and HTTP/2 over TLS (a throwaway self-signed certificate), as Netlify's CDN does.
//    Also builds the reference page, a bare Gatsby 5 page (bench/bare-page/, the project's own gatsby,
//    react and react-dom, no plugins), when its build is missing or older than its sources, and serves
//    it from a second instance of the server, the same way, and from a third: that twin is measured as
//    one more page, the yardstick for any per-round comparison with the bare page.
// 3. Runs Lighthouse (default mobile emulation and simulated throttling) in Debian's Chromium on the
//    site's pages and the bare page, every host but the local servers blocked: one warm-up run per page,
//    then three rounds (--runs), each measuring every page once (a slower minute weighs on all alike).
// 4. Prints the medians beside the budget of issue 8, each page's median TBT as a multiple of the bare
//    page's (issue 30: at most 2x on home, /cary/, /es/ and /services/roof-repair/; unlike milliseconds,
//    a ratio means the same on a fast or slow machine) and that goal's verdict, and writes them to
//    docs/benchmarks.md, keeping everything from the `<!-- notes -->` line on. Beside them, each round's
//    TBT of issue 55's pages and of the twin, judged against the same round's bare page (issue 55).
//
// 5. Measures each control's first tap on a throttled phone (scripts/bench-taps.mjs, issue 44), five
//    times each, beside the same page with every island woken at load, and writes that table too.
//
// A benchmark, not a test: it exits 0 when the budget is missed, non-zero only when something broke.
// Options: --builds, --runs N (default 3), --pages /,/cary/ (a subset, for a quick look; implies
// --no-write; the bare page is always measured too, `--pages bare` alone), --chromium PATH (or
// CHROMIUM_PATH), --no-write, --tap-runs N (default 5), --no-taps; --taps-only (the first taps alone,
// printed, not written; with --ab, the builds' first taps side by side instead of Lighthouse's runs);
// --taps menu,carousel (those controls' taps alone, by their ids in scripts/bench-taps.mjs; implies
// --taps-only); --menu-only (the phone menu's first tap timed as issue 55 times it, on the site and on
// the spec's original app, ../shared/seed-dist/, which the Lighthouse rounds measure too when present).
//
// A/B: `npm run bench -- --ab DIR_A,DIR_B --runs 7 --pages /,/cary/` measures two builds (two copies
// of public/, with and without a change) in interleaved runs, A then B then B then A..., and prints
// each page's medians side by side, with the bare page's (measured once a round) and the ratios to it;
// docs/performance.md records what such runs found. Up to eight builds (DIR_A,DIR_B,DIR_C...) are
// measured in the same rounds, each set beside A: one run weighs several changes against one base.

import { spawn, execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { measureMenuTaps, measureTaps, tapTable, TAP_BUDGET_MS, TAP_CONTROLS } from './bench-taps.mjs'

const require = createRequire(import.meta.url)
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = path.join(ROOT, 'public')
const DOC = path.join(ROOT, 'docs', 'benchmarks.md')
const NOTES_MARKER = '<!-- notes -->'
const BUILDS_START = '<!-- builds -->'
const BUILDS_END = '<!-- /builds -->'
const CONTENT_FILE = path.join(ROOT, 'data', 'faq', 'faq.en.json')
// The reference page (issue 30): its sources, and the build bench.mjs makes of them (not committed).
const BARE_DIR = path.join(ROOT, 'bench', 'bare-page')
const BARE_PUBLIC = path.join(BARE_DIR, 'public')
// A reference page: its tag names it in logs and reports and keys its server in runLighthouse's
// origins; its source is what is served, for its title.
const BARE = { path: '/', label: 'Bare Gatsby page', bare: true, tag: 'bare', source: '`bench/bare-page/`' }
// The same bare page from another server, measured as one more page: how far two loads of one page
// read apart in the same round, the floor under any per-round comparison with the bare page.
const BARE_TWIN = {
  path: '/',
  label: 'The bare page again',
  tag: 'bare-twin',
  source: '`bench/bare-page/` from another server',
}
// The spec's original app (issue 55), built as its authors ship it: a client-rendered single-page app,
// served with every address falling back to its index.html; measured in the same rounds when present.
const ORIGINAL_DIR = path.join(ROOT, '..', 'shared', 'seed-dist')
const ORIGINAL = {
  path: '/',
  label: "The spec's original app",
  original: true,
  tag: 'original',
  source: '`shared/seed-dist/`',
}
const hasOriginal = () => fs.existsSync(path.join(ORIGINAL_DIR, 'index.html'))

const PAGES = [
  { path: '/', label: 'Home' },
  { path: '/services/roof-repair/', label: 'Service (roof repair)' },
  { path: '/cary/', label: 'Town (Cary)' },
  { path: '/projects/', label: 'Projects' },
  { path: '/contact/', label: 'Contact' },
  // its form answers from /api/storms, asked only when the visitor checks (issue 32)
  { path: '/storm-check/', label: 'Storm check' },
  // The Spanish pages carry their own words and the same code (issue 20).
  { path: '/es/', label: 'Home in Spanish' },
  { path: '/es/cary/', label: 'Town in Spanish (Cary)' },
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('./chromium.cjs')
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  // Every host name fails to resolve, so nothing but the local server (an IP literal) can be reached:
  // the generic block. Lighthouse's blockedUrlPatterns below also stops every https/ws(s) request
  // (the local server speaks plain http), so a third-party request shows up as blocked in the report.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  // The local server's certificate is self-signed; no other host can be reached to present one.
  '--ignore-certificate-errors',
]
// Also shown as blocked in the report. (Not https://*: the local server speaks HTTPS.)
const BLOCKED_URL_PATTERNS = ['http://*', 'wss://*', 'ws://*']

// The budget of issue 8 (medians, mobile). `max` for "at most", `min` for "at least"; `pages` limits a
// line of the budget to some pages (the JavaScript budget is the home page's).
const BUDGET = {
  performance: { min: 0.95 },
  accessibility: { min: 1 },
  bestPractices: { min: 0.95 },
  seo: { min: 1 },
  lcp: { max: 2.0 },
  tbt: { max: 150 },
  cls: { max: 0.02 },
  js: { max: 180, pages: ['/', '/es/'] },
  thirdParty: { max: 0 },
  // Issue 30: median TBT at most twice the bare Gatsby page's, measured in the same run.
  tbtRatio: { max: 2, pages: ['/', '/cary/', '/es/', '/services/roof-repair/'] },
  // Issue 55: each page's HTML under 100 KB (as written, before compression)
  html: { max: 100 },
}

// Issue 55: TBT within 1.5x the bare page's in every round, on these pages.
const ROUND_GOAL = { max: 1.5, pages: ['/', '/cary/', '/es/', '/services/roof-repair/', '/storm-check/'] }

const COLUMNS = [
  { key: 'performance', head: 'Perf', fmt: (v) => v.toFixed(2), budget: (b) => `≥ ${b.min}` },
  { key: 'accessibility', head: 'A11y', fmt: (v) => v.toFixed(2), budget: (b) => `${b.min.toFixed(1)}` },
  { key: 'bestPractices', head: 'Best pr.', fmt: (v) => v.toFixed(2), budget: (b) => `≥ ${b.min}` },
  { key: 'seo', head: 'SEO', fmt: (v) => v.toFixed(2), budget: (b) => `${b.min.toFixed(1)}` },
  { key: 'fcp', head: 'FCP (s)', fmt: (v) => v.toFixed(2) },
  { key: 'lcp', head: 'LCP (s)', fmt: (v) => v.toFixed(2), budget: (b) => `≤ ${b.max.toFixed(1)}` },
  { key: 'tbt', head: 'TBT (ms)', fmt: (v) => String(Math.round(v)), budget: (b) => `≤ ${b.max}` },
  { key: 'tbtRatio', head: 'TBT ÷ bare', fmt: (v) => v.toFixed(2), budget: (b) => `≤ ${b.max} (issue 30's four pages)` },
  { key: 'cls', head: 'CLS', fmt: (v) => v.toFixed(3), budget: (b) => `≤ ${b.max}` },
  { key: 'si', head: 'SI (s)', fmt: (v) => v.toFixed(2) },
  { key: 'html', head: 'HTML (KiB)', fmt: (v) => String(Math.round(v)), budget: (b) => `< ${b.max}` },
  { key: 'total', head: 'Total (KiB)', fmt: (v) => String(Math.round(v)) },
  { key: 'js', head: 'JS (KiB)', fmt: (v) => String(Math.round(v)), budget: (b) => `≤ ${b.max} (home, both languages)` },
  { key: 'requests', head: 'Requests', fmt: (v) => String(Math.round(v)) },
  { key: 'thirdParty', head: '3rd-party req.', fmt: (v) => String(Math.round(v)), budget: () => '0' },
]

// ---------------------------------------------------------------------------------------------- util

const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const RUNS = Math.max(1, Number(option('runs', 3)) || 3)
const TAP_RUNS = Math.max(1, Number(option('tap-runs', 5)) || 5)
const CHROMIUM = option('chromium', CHROMIUM_PATH)
/** The controls whose first taps are measured: all, or those --taps names. */
const TAPS = (() => {
  const ids = option('taps', '').split(',').filter(Boolean)
  const unknown = ids.filter((id) => !TAP_CONTROLS.some((c) => c.id === id))
  if (unknown.length) throw new Error(`--taps: no control ${unknown.join(', ')} (there are ${TAP_CONTROLS.map((c) => c.id).join(', ')})`)
  return ids.length ? TAP_CONTROLS.filter((c) => ids.includes(c.id)) : TAP_CONTROLS
})()
const TAPS_ONLY = flag('taps-only') || TAPS !== TAP_CONTROLS

const log = (...parts) => console.error('[bench]', ...parts)
let contended = 0 // counted runs that started while the machine was busy
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const timing = ({ ms, cpu, others }) =>
  `${seconds(ms)}${Number.isFinite(cpu) ? ` (CPU ${cpu.toFixed(0)} s; other programs ${Math.max(0, others).toFixed(1)} cores)` : ''}`

/**
 * CPU seconds (user + system) used so far by this process's children that have ended, grandchildren
 * included (Linux's cutime and cstime): what a build cost whatever else the machine was doing.
 */
function childCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // fields[0] is field 3 (state) of proc(5); cutime and cstime are fields 16 and 17.
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return NaN
  }
}

/** CPU seconds all cores have spent busy since boot. */
function machineBusySeconds() {
  return os.cpus().reduce((sum, { times: t }) => sum + (t.user + t.nice + t.sys + t.irq) / 1000, 0)
}

/**
 * Runs a command in the project (or in `cwd`), its output kept in a log file (printed in part if it
 * fails). Resolves to { ms, cpu, others }: wall-clock milliseconds, the command's CPU seconds, and how
 * many cores other programs kept busy meanwhile (on average).
 */
function run(command, commandArgs, label, { cwd = ROOT, env = {} } = {}) {
  const logFile = path.join(os.tmpdir(), `bench-${label.replace(/\W+/g, '-')}-${process.pid}.log`)
  const out = fs.openSync(logFile, 'w')
  const started = performance.now()
  const cpuBefore = childCpuSeconds()
  const machineBefore = machineBusySeconds()
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd,
      stdio: ['ignore', out, out],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? 'true', ...env },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      fs.closeSync(out)
      const ms = performance.now() - started
      const cpu = childCpuSeconds() - cpuBefore
      // What other programs used meanwhile, in cores on average.
      const others = (machineBusySeconds() - machineBefore - cpu) / (ms / 1000)
      if (code === 0) return resolve({ ms, cpu, others })
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')
      reject(new Error(`${label} failed (${signal ?? `exit ${code}`}); last lines of ${logFile}:\n${tail}`))
    })
  })
}

/** Process ids of `gatsby build` runs that are not ours (another engineer building). */
function otherBuilds() {
  try {
    const out = execFileSync('pgrep', ['-f', 'gatsby build'], { encoding: 'utf8' })
    return out
      .split('\n')
      .map(Number)
      .filter((pid) => pid && pid !== process.pid && pid !== process.ppid)
  } catch {
    return [] // pgrep exits 1 when nothing matches
  }
}

/** How many cores other programs keep busy, sampled over `ms`. */
async function busyCores(ms = 3000) {
  const sum = (cpus) =>
    cpus.reduce(
      (acc, cpu) => {
        const t = cpu.times
        acc.idle += t.idle
        acc.total += t.user + t.nice + t.sys + t.idle + t.irq
        return acc
      },
      { idle: 0, total: 0 },
    )
  const before = sum(os.cpus())
  await sleep(ms)
  const after = sum(os.cpus())
  const total = after.total - before.total
  return total > 0 ? (1 - (after.idle - before.idle) / total) * os.cpus().length : 0
}

/**
 * Waits while another `gatsby build` runs (it would share public/ and skew every timing) or other
 * programs keep more than half a core busy (a test suite: Lighthouse's CPU-bound numbers, TBT above
 * all, would measure them too). Gives up after `limitMin` minutes and goes on (a test suite can keep
 * the machine busy for an hour); returns whether the machine was quiet.
 */
async function waitForQuietMachine(why, limitMin = 15) {
  const deadline = Date.now() + limitMin * 60_000
  let told = false
  for (;;) {
    const pids = otherBuilds()
    const busy = pids.length ? NaN : await busyCores()
    if (!pids.length && busy < 0.5) return true
    if (Date.now() > deadline) {
      log(`machine still busy after ${limitMin} min; going on (${why}), the numbers may be skewed`)
      return false
    }
    if (!told) {
      log(
        pids.length
          ? `another gatsby build is running (pid ${pids.join(', ')}); waiting before ${why}...`
          : `other programs keep ${busy.toFixed(1)} cores busy; waiting before ${why}...`,
      )
      told = true
    }
    await sleep(pids.length ? 10_000 : 2_000)
  }
}

// -------------------------------------------------------------------------------------------- builds

async function timeBuilds() {
  await waitForQuietMachine('the cold build')
  log('cold build: gatsby clean, then npm run build...')
  await run('npm', ['run', 'clean'], 'gatsby clean')
  const cold = await run('npm', ['run', 'build'], 'cold build')
  log(`cold build: ${timing(cold)}`)

  // One content change: a trailing space at the end of the last FAQ answer (a real change of content,
  // so Gatsby's cache has to redo the nodes, queries and pages that depend on it). The original bytes
  // go back in `finally`, whatever happens; a second rebuild then builds the original content again.
  const original = fs.readFileSync(CONTENT_FILE)
  // Interrupted (Ctrl-C, kill) during the rebuild: put the file back before leaving.
  const restoreAndExit = (signal) => {
    fs.writeFileSync(CONTENT_FILE, original)
    log(`${signal}: data/faq/faq.en.json restored`)
    process.exit(130)
  }
  process.once('SIGINT', restoreAndExit)
  process.once('SIGTERM', restoreAndExit)
  let changed
  try {
    const faq = JSON.parse(original.toString('utf8'))
    faq[faq.length - 1].answer += ' '
    fs.writeFileSync(CONTENT_FILE, `${JSON.stringify(faq, null, 2)}\n`)
    await waitForQuietMachine('the rebuild')
    log('rebuild after changing data/faq/faq.en.json...')
    changed = await run('npm', ['run', 'build'], 'rebuild after a content change')
    log(`rebuild: ${timing(changed)}`)
  } finally {
    fs.writeFileSync(CONTENT_FILE, original)
    process.off('SIGINT', restoreAndExit)
    process.off('SIGTERM', restoreAndExit)
  }
  await waitForQuietMachine('the rebuild')
  log('rebuild after restoring data/faq/faq.en.json...')
  const restored = await run('npm', ['run', 'build'], 'rebuild after restoring the content')
  log(`rebuild: ${timing(restored)}`)
  const quiet = [cold, changed, restored].every((t) => !(t.others > 0.25))
  return { cold, changed, restored, quiet }
}

/** Newest modification time of the bare page's sources and of the gatsby, react and react-dom it is built with. */
function bareSourcesTime() {
  const sources = [
    'gatsby-config.js',
    'package.json',
    'src',
    ...fs.readdirSync(path.join(BARE_DIR, 'src'), { recursive: true }).map((f) => path.join('src', f)),
  ]
  // An upgrade of the project's Gatsby or React rebuilds the bare page too: the ratio compares like with like.
  const packages = ['gatsby', 'react', 'react-dom'].map((name) => require.resolve(`${name}/package.json`))
  return Math.max(
    ...sources
      .map((f) => path.join(BARE_DIR, f))
      .concat(packages)
      .map((f) => fs.statSync(f).mtimeMs),
  )
}

/**
 * Builds the bare page with the project's Gatsby CLI when its build is missing or older than its
 * sources. bench/bare-page/ has no node_modules: gatsby, react and react-dom resolve upward, from the
 * project's.
 */
async function ensureBarePage() {
  const index = path.join(BARE_PUBLIC, 'index.html')
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= bareSourcesTime()) return
  log('building the bare page (bench/bare-page/)...')
  const cli = path.join(path.dirname(require.resolve('gatsby/package.json')), 'cli.js')
  const built = await run(process.execPath, [cli, 'build'], 'bare page build', { cwd: BARE_DIR, env: { CI: 'true' } })
  // Gatsby leaves a page whose HTML did not change untouched: the build's time goes on it, or every
  // run after a change that leaves the HTML alone (a comment) would build again.
  const now = new Date()
  fs.utimesSync(index, now, now)
  log(`bare page built in ${timing(built)}`)
}

// ---------------------------------------------------------------------------------------- lighthouse

/**
 * The server caches what it compressed, by content, as a CDN's edge does: the project's server
 * brotli-compresses every response anew at quality 11 (about 1 s for the 380 KB app bundle on this
 * machine), which Lighthouse would take for the site's server response time. The warm-up run of each
 * page fills the cache before any counted run.
 */
function cacheCompression() {
  const zlib = require('node:zlib')
  for (const name of ['brotliCompressSync', 'gzipSync']) {
    const compress = zlib[name]
    const cache = new Map()
    zlib[name] = (body, ...rest) => {
      const key = createHash('sha1').update(body).digest('hex')
      if (!cache.has(key)) cache.set(key, compress(body, ...rest))
      return cache.get(key)
    }
  }
}

/** The commit measured, when the project is a git work tree ("abc1234+" with uncommitted changes). */
function gitCommit() {
  try {
    const git = (...a) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    return git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? '+' : '')
  } catch {
    return ''
  }
}

function chromiumVersion() {
  try {
    const out = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return out.trim().split('\n').pop()
  } catch {
    return 'unknown'
  }
}

function auditValue(lhr, id) {
  const audit = lhr.audits[id]
  return audit && typeof audit.numericValue === 'number' ? audit.numericValue : NaN
}

/** The numbers of one Lighthouse run. */
function summarise(lhr, origin) {
  const score = (id) => lhr.categories[id]?.score ?? NaN
  const summary = lhr.audits['resource-summary']?.details?.items ?? []
  const kib = (type) => (summary.find((row) => row.resourceType === type)?.transferSize ?? NaN) / 1024
  const count = (type) => summary.find((row) => row.resourceType === type)?.requestCount ?? NaN
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  // the page's own HTML, as written (its resource size, before compression)
  const documentRequest = requests.find((r) => r.resourceType === 'Document')
  // where the main thread went at load (issue 55: style and layout, and HTML parsing, more than scripts)
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? []
  const workOf = (group) => work.find((row) => row.group === group)?.duration ?? NaN
  const thirdParty = requests.filter((r) => /^(https?|wss?):/.test(r.url) && new URL(r.url).origin !== origin)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: auditValue(lhr, 'first-contentful-paint') / 1000,
    lcp: auditValue(lhr, 'largest-contentful-paint') / 1000,
    tbt: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    si: auditValue(lhr, 'speed-index') / 1000,
    html: (documentRequest?.resourceSize ?? NaN) / 1024,
    styleLayout: workOf('styleLayout'),
    parseHtml: workOf('parseHTML'),
    total: kib('total'),
    js: kib('script'),
    requests: count('total'),
    thirdParty: thirdParty.length,
    thirdPartyUrls: thirdParty.map((r) => r.url),
  }
}

const short = (text, max = 110) => {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/`/g, "'")
    .trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}
const urlPath = (url) => (/^https?:/.test(url) ? new URL(url).pathname : url)

/**
 * What Lighthouse points at in one run: the LCP element and its phases, the layout shifts and their
 * causes, every performance audit that did not pass (opportunities with their savings, diagnostics with
 * their value), where the main thread's time went, and failed audits of the other categories.
 */
function diagnose(lhr) {
  const out = { lcp: '', shifts: [], performance: [], mainThread: '', scripts: '', failed: [] }

  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details
  const tables = lcpDetails?.type === 'list' ? lcpDetails.items : lcpDetails ? [lcpDetails] : []
  const phases = []
  for (const table of tables) {
    for (const item of table.items ?? []) {
      if (item.node && !out.lcp) {
        const loading = /loading="(\w+)"/.exec(item.node.snippet ?? '')?.[1]
        const label = item.node.nodeLabel && item.node.nodeLabel !== item.node.selector ? ` "${short(item.node.nodeLabel, 60)}"` : ''
        out.lcp = `${item.node.snippet?.startsWith('<img') ? 'image' : 'text'} \`${short(item.node.selector, 80)}\`${label}${loading ? `, loading="${loading}"` : ''}`
      }
      if (item.phase && typeof item.timing === 'number') phases.push(`${item.phase.toLowerCase()} ${Math.round(item.timing)} ms`)
    }
  }
  if (phases.length) out.lcp += ` (${phases.join(', ')})`

  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
    if ((item.score ?? 0) < 0.001) continue
    const causes = (item.subItems?.items ?? []).map((sub) => `${sub.cause}${sub.extra?.value ? ` ${urlPath(sub.extra.value)}` : ''}`)
    out.shifts.push(
      `${item.score.toFixed(3)} \`${short(item.node?.selector, 80)}\`${causes.length ? `, caused by: ${short(causes.join('; '), 300)}` : ''}`,
    )
  }

  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    // Metrics are in the table; the "insight" audits repeat the classic ones in another form.
    if (!audit || ref.group === 'metrics' || ref.id.endsWith('-insight')) continue
    if (ref.id === 'layout-shifts' || ref.id === 'largest-contentful-paint-element') continue // listed above
    if (
      audit.score === null ||
      audit.score >= 0.9 ||
      audit.scoreDisplayMode === 'informative' ||
      audit.scoreDisplayMode === 'notApplicable'
    )
      continue
    let line = audit.title
    if (audit.details?.type === 'opportunity') {
      const ms = audit.details.overallSavingsMs ?? 0
      const kib = (audit.details.overallSavingsBytes ?? 0) / 1024
      const saving = [ms >= 10 ? `${Math.round(ms)} ms` : '', kib >= 1 ? `${Math.round(kib)} KiB` : ''].filter(Boolean).join(', ')
      if (saving) line += `: saves ${saving}`
      const worst = (audit.details.items ?? [])
        .slice(0, 3)
        .map((item) => item.url ?? item.node?.selector)
        .filter(Boolean)
        .map((x) => urlPath(x))
      if (worst.length) line += ` (${short(worst.join(', '), 160)})`
    } else if (audit.displayValue) {
      line += `: ${audit.displayValue}`
    }
    out.performance.push(line)
  }

  const groups = lhr.audits['mainthread-work-breakdown']?.details?.items ?? []
  out.mainThread = groups
    .slice(0, 4)
    .map((g) => `${g.groupLabel.toLowerCase()} ${(g.duration / 1000).toFixed(1)} s`)
    .join(', ')
  const scripts = lhr.audits['bootup-time']?.details?.items ?? []
  out.scripts = scripts
    .slice(0, 4)
    .map((item) => `${urlPath(item.url)} ${(item.total / 1000).toFixed(1)} s`)
    .join(', ')

  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.failed.push(`${id}: ${audit.title}`)
    }
  }
  return out
}

async function measure(url, chromeLauncher, lighthouse) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    await chrome.kill()
  }
}

/** The site's pages --pages names (all without it). "bare" may be named too: it is measured anyway. */
function selectPages(only) {
  if (!only) return PAGES
  const names = only.split(',').filter(Boolean)
  const unknown = names.filter((name) => name !== 'bare' && !PAGES.some((p) => p.path === name))
  if (unknown.length) throw new Error(`--pages: no page ${unknown.join(', ')} (pages: bare, ${PAGES.map((p) => p.path).join(', ')})`)
  return PAGES.filter((p) => names.includes(p.path))
}

/** How a page is named in logs, reports and the plain table; the bare page's path is the home page's. */
const pageName = (page) => page.tag ?? page.path
const fileName = (page) => page.tag ?? (page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home')
/** A page measured beside the site's for comparison (the bare page, its twin, the original app): no budget applies to it. */
const isReference = (page) => Boolean(page.tag)

/**
 * Measures jobs ({ tag, name, url, origin }: a page on one server) in rounds: one warm-up run each,
 * then RUNS rounds measuring every job once, in reverse order every other round (bare A B, B A bare...),
 * so a drift in the machine's speed weighs on every page alike, the bare one included. Returns each
 * job's runs ({ lhr, numbers }), in the jobs' order.
 */
async function measureRounds(jobs, reportDir) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  // Chromium now and then fails to start on a busy machine: each run is tried twice.
  const measureTwice = async (job, what) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await measure(job.url, chromeLauncher, lighthouse)
      } catch (error) {
        if (attempt >= 2) throw error
        log(`${job.tag}: ${what} failed (${error.message}); trying once more`)
      }
    }
  }
  for (const job of jobs) {
    await waitForQuietMachine(`measuring ${job.tag}`, 5)
    log(`${job.tag}: warm-up run`)
    await measureTwice(job, 'warm-up run')
  }
  const runs = jobs.map(() => [])
  for (let i = 1; i <= RUNS; i++) {
    const order = jobs.map((_, j) => j)
    if (i % 2 === 0) order.reverse()
    for (const j of order) {
      const job = jobs[j]
      if (!(await waitForQuietMachine(`run ${i} of ${job.tag}`, 2))) contended++
      const lhr = await measureTwice(job, `run ${i}`)
      const numbers = summarise(lhr, job.origin)
      fs.writeFileSync(path.join(reportDir, `${job.name}-run${i}.json`), JSON.stringify(lhr))
      log(
        `${job.tag}: run ${i}/${RUNS}: perf ${numbers.performance}, LCP ${numbers.lcp.toFixed(2)} s, TBT ${Math.round(numbers.tbt)} ms, CLS ${numbers.cls.toFixed(3)}`,
      )
      runs[j].push({ lhr, numbers })
    }
  }
  return runs
}

/**
 * The bare page, its twin and the site's pages (--pages), measured in the same rounds; the bare page
 * first. `origins`: the site's and each reference page's by its tag (original only when its build is there).
 */
async function runLighthouse(origins, reportDir) {
  const pages = [BARE, BARE_TWIN, ...(origins.original ? [ORIGINAL] : []), ...selectPages(option('pages', ''))]
  const jobs = pages.map((page) => {
    const from = origins[page.tag ?? 'site']
    return { tag: pageName(page), name: fileName(page), url: from + page.path, origin: from }
  })
  const measured = await measureRounds(jobs, reportDir)
  const results = pages.map((page, p) => {
    const runs = measured[p]
    const medians = Object.fromEntries(COLUMNS.map(({ key }) => [key, median(runs.map((r) => r.numbers[key]))]))
    // Diagnostics from the run whose performance score is the median one.
    const byScore = [...runs].sort((a, b) => a.numbers.performance - b.numbers.performance)
    const typical = byScore[Math.floor((byScore.length - 1) / 2)]
    return {
      page,
      medians,
      diagnosis: diagnose(typical.lhr),
      thirdPartyUrls: [...new Set(runs.flatMap((r) => r.numbers.thirdPartyUrls))],
      benchmarkIndex: median(runs.map((r) => r.lhr.environment?.benchmarkIndex)),
      benchmarkIndexes: runs.map((r) => r.lhr.environment?.benchmarkIndex).filter((v) => typeof v === 'number'),
      lighthouseVersion: typical.lhr.lighthouseVersion,
      // each round's TBT, in round order, for issue 55's per-round goal
      tbtByRound: runs.map((r) => r.numbers.tbt),
      userAgent: typical.lhr.environment?.hostUserAgent ?? '',
    }
  })
  // The ratio of medians (not the median of per-round ratios): what issue 30 states.
  const bareTbt = results[0].medians.tbt
  for (const { medians } of results) medians.tbtRatio = bareTbt > 0 ? medians.tbt / bareTbt : NaN
  return results
}

// ------------------------------------------------------------------------------------------- report

function misses(key, value, page) {
  const budget = BUDGET[key]
  // The bare page and the original app are yardsticks, not part of the site: no budget applies to them.
  if (!budget || !Number.isFinite(value) || isReference(page)) return false
  if (budget.pages && !budget.pages.includes(page.path)) return false
  // Compare what the table shows (a score of 0.949 shows as 0.95 but misses 0.95: keep the raw value).
  if (budget.min !== undefined) return value < budget.min
  return value > budget.max
}

/** A page as the Markdown table and the diagnostics name it. */
const pageTitle = (page) => (page.source ? `${page.label} (${page.source})` : `${page.label} \`${page.path}\``)

function table(results) {
  const head = ['Page', ...COLUMNS.map((c) => c.head)]
  const budgetRow = ['*Budget*', ...COLUMNS.map((c) => (c.budget && BUDGET[c.key] ? `*${c.budget(BUDGET[c.key])}*` : ''))]
  const rows = results.map(({ page, medians }) => [
    isReference(page) ? `*Reference:* ${pageTitle(page)}` : pageTitle(page),
    ...COLUMNS.map((c) => {
      const value = medians[c.key]
      if (!Number.isFinite(value)) return 'n/a'
      const text = c.fmt(value)
      return misses(c.key, value, page) ? `**${text}** ✗` : text
    }),
  ])
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map(() => '---')), line(budgetRow), ...rows.map(line)].join('\n')
}

function plainTable(results) {
  const head = ['Page', ...COLUMNS.map((c) => c.head)]
  const rows = results.map(({ page, medians }) => [
    pageName(page),
    ...COLUMNS.map((c) => {
      const value = medians[c.key]
      if (!Number.isFinite(value)) return 'n/a'
      return c.fmt(value) + (misses(c.key, value, page) ? '!' : '')
    }),
  ])
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((r) => r[i].length)))
  const fmt = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ')
  return [fmt(head), ...rows.map(fmt)].join('\n')
}

function buildsSection(builds, date, previous) {
  if (!builds) {
    if (previous) return previous
    return [
      BUILDS_START,
      '### Build times',
      '',
      'Not measured yet: run `npm run bench -- --builds` (it cleans the cache, so it takes a few minutes).',
      BUILDS_END,
    ].join('\n')
  }
  return [
    BUILDS_START,
    `### Build times (measured ${date})`,
    '',
    'Wall-clock time, and the CPU time (user + system, all processes of the build) that does not depend',
    `on what else the machine was doing${builds.quiet ? '' : ' (it was busy during some of these builds: trust the CPU time more)'}.`,
    '',
    '| Build | Wall clock | CPU | Other programs meanwhile (cores) |',
    '| --- | --- | --- | --- |',
    ...[
      ['Cold: `gatsby clean`, then `npm run build`', builds.cold],
      ['Rebuild after one content change (a space added to the last answer in `data/faq/faq.en.json`)', builds.changed],
      ['Rebuild after the change is undone', builds.restored],
    ].map(
      ([what, t]) =>
        `| ${what} | ${seconds(t.ms)} | ${Number.isFinite(t.cpu) ? `${t.cpu.toFixed(0)} s` : 'n/a'} | ${Number.isFinite(t.others) ? Math.max(0, t.others).toFixed(1) : 'n/a'} |`,
    ),
    BUILDS_END,
  ].join('\n')
}

function diagnosticsSection(results) {
  const out = [
    '## What Lighthouse points at',
    '',
    'From the run with the median performance score of each page: the LCP element and the phases of its',
    'time, the layout shifts and their causes, the performance audits scoring under 0.9, and where the',
    'main thread spent its time (simulated: 4x the time measured here).',
    '',
  ]
  for (const { page, diagnosis: d, thirdPartyUrls } of results) {
    out.push(`### ${pageTitle(page)}`, '')
    if (d.lcp) out.push(`- LCP element: ${d.lcp}`)
    for (const shift of d.shifts) out.push(`- Layout shift ${shift}`)
    if (d.mainThread) out.push(`- Main thread: ${d.mainThread}`)
    if (d.scripts) out.push(`- Script time by file: ${d.scripts}`)
    for (const line of d.performance) out.push(`- ${line}`)
    for (const failure of d.failed) out.push(`- Failed audit: ${failure}`)
    for (const url of thirdPartyUrls) out.push(`- Third-party request on load (blocked): ${url}`)
    out.push('')
  }
  return out.join('\n').trimEnd()
}

/**
 * Issue 30's goal judged on this run, in one line: each of its pages' median TBT ÷ the bare page's,
 * "met" only when all four were measured and none is over.
 */
function ratioVerdict(results) {
  const goal = BUDGET.tbtRatio
  const bareTbt = results.find((r) => r.page.bare)?.medians.tbt
  const head = `Issue 30, median TBT at most ${goal.max}× the bare page's`
  if (!(bareTbt > 0)) return `${head}: not judged (the bare page's median TBT is ${Math.round(bareTbt)} ms, no ratio to it)`
  const judged = goal.pages.map((p) => ({ path: p, result: results.find((r) => !isReference(r.page) && r.page.path === p) }))
  const measured = judged.filter((j) => j.result)
  const missed = measured.filter((j) => misses('tbtRatio', j.result.medians.tbtRatio, j.result.page))
  if (!measured.length) return `${head}: not judged (none of ${goal.pages.join(', ')} measured)`
  const verdict = missed.length
    ? `missed on ${missed.map((j) => j.path).join(', ')}`
    : measured.length === judged.length
      ? 'met'
      : 'met on the pages measured'
  const cells = judged.map(({ path: p, result }) => `${p} ${result ? `${result.medians.tbtRatio.toFixed(2)}×` : 'not measured'}`)
  return `${head} (${Math.round(bareTbt)} ms): ${verdict} (${cells.join(', ')})`
}

/** Whether a round's TBT is within issue 55's bound of the same round's bare page (0 ms allows only 0). */
const withinRound = (tbt, bareTbt) => Math.round(tbt) <= ROUND_GOAL.max * Math.round(bareTbt)

/**
 * Issue 55's TBT goal round by round: each round's TBT of the bare page, its twin and the goal's
 * pages, and in how many rounds each was within 1.5x the bare page's. The twin is the yardstick:
 * a page that is the bare page itself, judged the same way.
 */
function roundsSection(results) {
  const bare = results.find((r) => r.page.bare)
  if (!bare) return ''
  const rows = results.filter((r) => !r.page.original && (r.page.tag || ROUND_GOAL.pages.includes(r.page.path)))
  const rounds = bare.tbtByRound.length
  const head = ['Page', ...Array.from({ length: rounds }, (_, i) => `Round ${i + 1}`), `Rounds within ${ROUND_GOAL.max}x`]
  const line = (cells) => `| ${cells.join(' | ')} |`
  const body = rows.map((r) => {
    const within = r.tbtByRound.map((tbt, i) => withinRound(tbt, bare.tbtByRound[i]))
    const cells = r.tbtByRound.map((tbt, i) => (r.page.bare || within[i] ? `${Math.round(tbt)}` : `**${Math.round(tbt)}**`))
    const count = r.page.bare ? '' : `${within.filter(Boolean).length} of ${rounds}`
    return [r.page.tag ? `*${r.page.label}*` : `\`${r.page.path}\``, ...cells, count]
  })
  return `## TBT round by round

Issue 55 asks for a TBT within ${ROUND_GOAL.max}x the bare page's in every round on ${ROUND_GOAL.pages.join(', ')}.
Each cell is one run's TBT in ms; bold is over ${ROUND_GOAL.max}x the bare page's in the same round (when
the bare page reads 0 ms, anything above 0 is). *${BARE_TWIN.label}*, judged the same way, shows how
often the bare page itself meets the goal.

${[line(head), line(head.map(() => '---')), ...body.map(line)].join('\n')}
`
}

const DEFAULT_NOTES = `${NOTES_MARKER}
## Changes and what they bought

Each optimisation, with the medians before and after it (this section is kept when the benchmark
rewrites the file).
`

/** The first-tap section of benchmarks.md (issue 44). */
function tapsSection(taps) {
  if (!taps) return ''
  const missed = taps.filter(({ builds }) => !(builds[0].median <= TAP_BUDGET_MS))
  return `
## First tap on a phone

Each control of issue 44 pressed once on a fresh page, in Chromium as a phone (375 x 780, touch,
\`Network.emulateNetworkConditions\` 150 ms / 1.6 Mbit/s, \`Emulation.setCPUThrottlingRate\` 4), after
the page has loaded, the control has been brought to the middle of the screen and the page has gone
quiet (no request for 1 s, no long task for 2 s; a first step such as an address typed, then quiet
again). Milliseconds from the tap's first event to the frame in which its answer is on screen, median
of ${TAP_RUNS} (and range); an answer undone within a second (a second press) counts as none. Beside it,
the same page with every island woken once it had gone quiet. Goal: ${TAP_BUDGET_MS} ms
(\`scripts/bench-taps.mjs\`).

${tapTable(taps, ['The site'])}

${missed.length ? `Over ${TAP_BUDGET_MS} ms: ${missed.map(({ control }) => control.label).join(', ')}.` : `Every control answers its first tap within ${TAP_BUDGET_MS} ms.`}
`
}

/** The menu's first tap as issue 55 times it, on the site and on the original app, in a line. */
function menuLine(menu) {
  if (!menu) return ''
  const cell = (r) =>
    r.ms.length
      ? `${Math.round(r.median)} ms (${Math.round(Math.min(...r.ms))}-${Math.round(Math.max(...r.ms))})${r.errors.length ? `, ${r.errors.length} unanswered` : ''}`
      : `no answer (${r.errors[0] ?? 'not measured'})`
  return `The phone menu's first tap, timed as issue 55 times it (from just before the tap is sent until a "Contact" link is on screen, loaded to network idle and 2 s of quiet, medians of ${TAP_RUNS}): the site ${cell(menu.site)}; the spec's original app ${menu.original ? cell(menu.original) : 'not measured'}.`
}

/** The menu's first tap on the site (origin) and the original app, when its build is there. */
async function menuTapsOf(origin, tls) {
  const { startServer } = require('./static-server.cjs')
  const original = hasOriginal() ? await startServer({ root: ORIGINAL_DIR, compress: true, tls, spa: true }) : null
  try {
    await waitForQuietMachine("measuring the menu's first tap", 5)
    return await measureMenuTaps({ origins: { site: origin, ...(original ? { original: original.url } : {}) }, runs: TAP_RUNS, log })
  } finally {
    await original?.close()
  }
}

function writeDoc({ results, builds, machine, date, taps, menu }) {
  const previous = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : ''
  const notesAt = previous.indexOf(NOTES_MARKER)
  const notes = notesAt >= 0 ? previous.slice(notesAt) : DEFAULT_NOTES
  const buildsAt = previous.indexOf(BUILDS_START)
  const buildsEnd = previous.indexOf(BUILDS_END)
  const previousBuilds = buildsAt >= 0 && buildsEnd > buildsAt ? previous.slice(buildsAt, buildsEnd + BUILDS_END.length) : ''

  const doc = `# Benchmarks

Written by \`npm run bench\` (\`scripts/bench.mjs\`); \`npm run bench -- --builds\` also times a cold build
and a rebuild. Everything above the notes marker is rewritten on each run (the build times stay until
the next \`--builds\` run).

**How it measures.** \`public/\` is served on 127.0.0.1 by \`scripts/static-server.cjs\` with
\`netlify.toml\`'s headers, brotli compression (compressed bodies cached, as a CDN's edge does) and
HTTP/2 over TLS (a self-signed certificate made for the run), as Netlify serves the site.
Lighthouse ${machine.lighthouse}, default mobile settings (Moto G Power emulation, simulated slow 4G
and 4x CPU slowdown), categories performance, accessibility, best practices and SEO, in headless
Chromium; every host but the local servers is blocked. One warm-up run per page, then ${RUNS} rounds,
each measuring every page once (in reverse order every other round); each cell is the median of the
${RUNS}. Scores are 0-1; sizes are transferred (compressed) bytes in KiB (1,024 bytes) of what loads
without scrolling or clicking. A bold cell with ✗ misses the budget of issue 8 (TBT ÷ bare: the goal
of issue 30); JavaScript has a budget on the home page only. The raw Lighthouse reports of the last
run were written to \`${machine.reportDir}\` (not kept).

**The reference page.** A bare Gatsby 5 page (one heading, one paragraph, one form with an email
field and a button; no plugins, no Chakra), built from \`bench/bare-page/\` with the project's own
gatsby, react, react-dom and browserslist, is measured in the same rounds, served the same way by a
second instance of the server (without \`netlify.toml\`'s rules: its Content-Security-Policy would
block the inline scripts Gatsby writes, which the site's build moves to files). "TBT ÷ bare" is each
page's median TBT divided by the bare page's: unlike milliseconds, it means the same on a fast or a
slow machine. Issue 30 asks for at most ${BUDGET.tbtRatio.max} on ${BUDGET.tbtRatio.pages.join(', ')}. The
same bare page is measured once more in every round from another server (*${BARE_TWIN.label}*): the
spread between its two readings is the machine's, not a page's.

## Latest run

- Date: ${date}${machine.commit ? `; commit ${machine.commit}${machine.commit.endsWith('+') ? ' (with uncommitted changes)' : ''}` : ''}
- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory} GiB memory, ${machine.os}
- Node ${process.versions.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse} (benchmark index ${machine.benchmarkIndex}, from ${machine.benchmarkIndexRange} across the runs: Lighthouse's measure of the CPU's speed at the time; a lower index means longer tasks and more TBT for the same page)
- Each run started on a quiet machine (no other build, other programs under half a core)${contended ? `, except ${contended} run(s) that started after waiting too long: those numbers may be skewed` : ''}

${table(results)}

${ratioVerdict(results)}.

${roundsSection(results).trim()}

Columns: FCP first contentful paint, LCP largest contentful paint, TBT total blocking time (÷ bare:
the median divided by the bare page's), CLS cumulative layout shift, SI speed index, Total and JS the
bytes transferred, Requests the number of requests, 3rd-party req. the requests to any other host (all
blocked).

${buildsSection(builds, date, previousBuilds)}

${tapsSection(taps).trim()}

${menuLine(menu)}

${diagnosticsSection(results)}

${notes.trimEnd()}
`
  fs.mkdirSync(path.dirname(DOC), { recursive: true })
  fs.writeFileSync(DOC, doc)
}

// ---------------------------------------------------------------------------------------------- A/B

const AB_KEYS = ['performance', 'lcp', 'tbt', 'cls', 'js', 'html', 'styleLayout', 'parseHtml']

const LETTERS = 'ABCDEFGH'

/**
 * Builds measured in interleaved runs (the order alternates, so drift weighs on all alike), with the
 * bare page once a round: the same for every build, so measured and printed once.
 */
async function compareBuilds(dirs, reportDir) {
  const { startServer } = require('./static-server.cjs')
  const { selfSignedCertificate } = require('./tls.cjs')
  const tls = selfSignedCertificate()
  const servers = []
  try {
    for (const dir of dirs) {
      if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no build (no index.html)`)
      servers.push(await startServer({ root: dir, netlifyToml: path.join(ROOT, 'netlify.toml'), compress: true, tls }))
    }
    const bare = await startServer({ root: BARE_PUBLIC, compress: true, tls })
    servers.push(bare)
    const original = hasOriginal() ? await startServer({ root: ORIGINAL_DIR, compress: true, tls, spa: true }) : null
    if (original) servers.push(original)
    const pages = selectPages(option('pages', '/,/cary/'))
    const jobs = [{ tag: 'bare', name: 'bare', url: bare.url + BARE.path, origin: bare.url }]
    if (original) jobs.push({ tag: 'original', name: 'original', url: original.url + ORIGINAL.path, origin: original.url })
    for (const page of pages) {
      dirs.forEach((_dir, which) => {
        const { url } = servers[which]
        const letter = LETTERS[which]
        jobs.push({ tag: `${page.path} ${letter}`, name: `${fileName(page)}-${letter.toLowerCase()}`, url: url + page.path, origin: url })
      })
    }
    const runs = (await measureRounds(jobs, reportDir)).map((r) => r.map(({ numbers }) => numbers))
    const n = dirs.length
    const first = original ? 2 : 1
    return {
      bare: runs[0],
      original: original ? runs[1] : null,
      pages: pages.map((page, p) => ({ page, runs: runs.slice(first + n * p, first + n * (p + 1)) })),
    }
  } finally {
    for (const server of servers) await server.close()
  }
}

function printComparison(dirs, { bare, original, pages }) {
  const fmt = {
    performance: (v) => v.toFixed(2),
    lcp: (v) => v.toFixed(2),
    tbt: (v) => String(Math.round(v)),
    cls: (v) => v.toFixed(3),
    js: (v) => String(Math.round(v)),
    html: (v) => String(Math.round(v)),
    styleLayout: (v) => String(Math.round(v)),
    parseHtml: (v) => String(Math.round(v)),
  }
  const bareTbt = median(bare.map((n) => n.tbt))
  const ratio = (tbt) => (bareTbt > 0 ? (tbt / bareTbt).toFixed(2) : 'n/a')
  const named = dirs.map((dir, i) => `${LETTERS[i]} = ${dir}`).join('\n')
  console.log(`\n${named}\nMedians of ${RUNS} interleaved runs each (each build's difference from A in brackets); TBT runs listed\n`)
  const bareCells = AB_KEYS.map((key) => `${key} ${fmt[key](median(bare.map((n) => n[key])))}`)
  console.log(`bare (bench/bare-page/, the same for every build): ${bareCells.join(', ')}`)
  console.log(`  TBT: ${bare.map((n) => Math.round(n.tbt)).join(', ')}; LCP: ${bare.map((n) => n.lcp.toFixed(2)).join(', ')}`)
  if (original) {
    const cells = AB_KEYS.map((key) => `${key} ${fmt[key](median(original.map((n) => n[key])))}`)
    console.log(
      `original (shared/seed-dist/, the spec's app): ${cells.join(', ')}, TBT ÷ bare ${ratio(median(original.map((n) => n.tbt)))}`,
    )
    console.log(`  TBT: ${original.map((n) => Math.round(n.tbt)).join(', ')}; LCP: ${original.map((n) => n.lcp.toFixed(2)).join(', ')}`)
  }
  for (const { page, runs } of pages) {
    const medians = runs.map((r) => Object.fromEntries(AB_KEYS.map((key) => [key, median(r.map((n) => n[key]))])))
    for (let i = 1; i < runs.length; i++) {
      const [a, b] = [medians[0], medians[i]]
      const cells = AB_KEYS.map((key) => {
        const diff = b[key] - a[key]
        return `${key} ${fmt[key](a[key])} / ${fmt[key](b[key])} (${diff >= 0 ? '+' : ''}${fmt[key](diff)})`
      })
      console.log(`${page.path} A / ${LETTERS[i]}: ${cells.join(', ')}, TBT ÷ bare ${ratio(a.tbt)} / ${ratio(b.tbt)}`)
    }
    runs.forEach((r, i) =>
      console.log(
        `  TBT ${LETTERS[i]}: ${r.map((n) => Math.round(n.tbt)).join(', ')}; LCP ${LETTERS[i]}: ${r.map((n) => n.lcp.toFixed(2)).join(', ')}`,
      ),
    )
  }
  if (contended) console.log(`\n${contended} run(s) started on a busy machine: those numbers may be skewed`)
}

/** The first taps of one or more builds (each served as Netlify serves the site), side by side. */
async function tapsOf(dirs) {
  const { startServer } = require('./static-server.cjs')
  const { selfSignedCertificate } = require('./tls.cjs')
  const tls = selfSignedCertificate()
  const servers = []
  try {
    for (const dir of dirs)
      servers.push(await startServer({ root: dir, netlifyToml: path.join(ROOT, 'netlify.toml'), compress: true, tls }))
    await waitForQuietMachine('measuring the first taps', 5)
    return await measureTaps({ origins: servers.map((s) => s.url), runs: TAP_RUNS, controls: TAPS, log })
  } finally {
    for (const server of servers) await server.close()
  }
}

function printTaps(taps, dirs) {
  const names = dirs.map((dir, i) => (dirs.length > 1 ? `${LETTERS[i]} = ${path.relative(ROOT, dir) || dir}` : 'The site'))
  console.log(`\nFirst tap on a throttled phone, medians of ${TAP_RUNS} (ms):\n${tapTable(taps, names)}`)
}

// --------------------------------------------------------------------------------------------- main

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: run scripts/ensure-browsers.sh or set CHROMIUM_PATH`)
  selectPages(option('pages', '')) // a mistyped page stops here, before any build

  const ab = option('ab', '')
  if (ab) {
    const dirs = ab.split(',').map((dir) => path.resolve(dir))
    if (dirs.length < 2 || dirs.length > LETTERS.length) throw new Error('--ab takes two to eight directories: --ab DIR_A,DIR_B[,DIR_C...]')
    if (TAPS_ONLY) return printTaps(await tapsOf(dirs), dirs)
    await ensureBarePage()
    cacheCompression()
    const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-ab-'))
    log(`A/B: ${dirs.join(' vs ')}; Lighthouse reports go to ${reportDir}`)
    printComparison(dirs, await compareBuilds(dirs, reportDir))
    return
  }

  if (TAPS_ONLY) {
    if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error('no build in public/: npm run build first')
    return printTaps(await tapsOf([PUBLIC]), [PUBLIC])
  }
  if (flag('menu-only')) {
    const { startServer } = require('./static-server.cjs')
    const { selfSignedCertificate } = require('./tls.cjs')
    const tls = selfSignedCertificate()
    const server = await startServer({ root: PUBLIC, netlifyToml: path.join(ROOT, 'netlify.toml'), compress: true, tls })
    try {
      return console.log(`\n${menuLine(await menuTapsOf(server.url, tls))}`)
    } finally {
      await server.close()
    }
  }

  let builds = null
  if (flag('builds')) {
    builds = await timeBuilds()
  } else if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) {
    await waitForQuietMachine('building')
    log('no build in public/: npm run build...')
    log(`built in ${timing(await run('npm', ['run', 'build'], 'build'))}`)
  }
  await ensureBarePage()

  cacheCompression()
  const { startServer } = require('./static-server.cjs')
  const { selfSignedCertificate } = require('./tls.cjs')
  const tls = selfSignedCertificate()
  const server = await startServer({ root: PUBLIC, netlifyToml: path.join(ROOT, 'netlify.toml'), compress: true, tls })
  // The bare page on a server of its own (its files sit at the root of its own build), with the same
  // TLS, HTTP/2 and compression but not netlify.toml's rules: they are the site's, and their CSP would
  // block the inline scripts Gatsby writes (the site's build moves its own to files).
  const bareServer = await startServer({ root: BARE_PUBLIC, compress: true, tls })
  const twinServer = await startServer({ root: BARE_PUBLIC, compress: true, tls })
  const originalServer = hasOriginal() ? await startServer({ root: ORIGINAL_DIR, compress: true, tls, spa: true }) : null
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
  let results
  let taps = null
  let menu = null
  try {
    log(`serving public/ at ${server.url}, the bare page at ${bareServer.url}; Lighthouse reports go to ${reportDir}`)
    results = await runLighthouse(
      { site: server.url, bare: bareServer.url, 'bare-twin': twinServer.url, original: originalServer?.url },
      reportDir,
    )
    if (!flag('no-taps')) {
      await waitForQuietMachine('measuring the first taps', 5)
      taps = await measureTaps({ origins: [server.url], runs: TAP_RUNS, log })
      menu = await menuTapsOf(server.url, tls)
    }
  } finally {
    await server.close()
    await bareServer.close()
    await twinServer.close()
    await originalServer?.close()
  }

  const cpus = os.cpus()
  const machine = {
    cpu: (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim(),
    cores: cpus.length,
    memory: (os.totalmem() / 2 ** 30).toFixed(1),
    os: `${os.type()} ${os.release()}`,
    chromium: chromiumVersion(),
    lighthouse: results[0]?.lighthouseVersion ?? 'unknown',
    benchmarkIndex: Math.round(median(results.map((r) => r.benchmarkIndex))),
    benchmarkIndexRange: (() => {
      const all = results.flatMap((r) => r.benchmarkIndexes)
      return all.length ? `${Math.round(Math.min(...all))} to ${Math.round(Math.max(...all))}` : 'unknown'
    })(),
    reportDir,
    commit: gitCommit(),
  }
  const date = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')

  console.log(`\nLighthouse medians of ${RUNS} runs (mobile), ${date}; "!" misses the budget\n`)
  console.log(plainTable(results))
  console.log(`\n${ratioVerdict(results)}`)
  console.log(`\n${roundsSection(results).trim()}`)
  if (taps) console.log(`\nFirst tap on a throttled phone (ms):\n${tapTable(taps, ['The site'])}`)
  if (menu) console.log(`\n${menuLine(menu)}`)
  if (contended) console.log(`\n${contended} run(s) started on a busy machine: those numbers may be skewed`)
  if (builds) {
    console.log(
      `\nCold build ${timing(builds.cold)}; rebuild after a content change ${timing(builds.changed)}; after undoing it ${timing(builds.restored)}`,
    )
  }
  if (!flag('no-write') && !option('pages', '')) {
    writeDoc({ results, builds, machine, date, taps, menu })
    console.log(`\nWritten to ${path.relative(process.cwd(), DOC) || DOC}`)
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error}`)
  process.exit(1)
})
