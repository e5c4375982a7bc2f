#!/usr/bin/env node
// How long the content editor takes to start on a marketer's machine (`npm run cms`): from opening
// /admin/ at an entry's address to its first field on screen and editable, through the local sign-in.
// Each run in a fresh browser context (nothing cached), the built editor served as Netlify serves it
// (netlify.toml's headers, the local server added to the editor's policy) with the local server (decap-server) over a copy of data/. Rounds alternate
// between the sites given, so a busy moment of the machine falls on each alike. Medians are printed.
//   node scripts/bench-editor.mjs [--sites DIR[,DIR...]] [--runs 7]
// A site is a folder holding a build (public/) and its netlify.toml; the default is this one.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'

const require = createRequire(import.meta.url)
const { startServer, readNetlifyRules, headersFor } = require('./static-server.cjs')
const { startDecapServer, withLocalServer, LOCAL_SERVER_ORIGIN } = require('./decap-server.cjs')
const { HEADLESS_SHELL_PATH, CHROMIUM_ARGS } = require('./chromium.cjs')
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const { values } = parseArgs({ options: { sites: { type: 'string' }, runs: { type: 'string' } } })
const sites = (values.sites ?? root).split(',').map((dir) => path.resolve(dir))
const runs = Number(values.runs ?? 7)

/** The company's entry (data/site/), and its first field. */
const ENTRY = '#/collections/site/entries/site'
const FIRST_FIELD = 'Brand'

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]

async function untilAnswers(url) {
  const deadline = Date.now() + 20_000
  const body = JSON.stringify({ action: 'info' })
  while (
    !(await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`Nothing answers at ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** One start of the editor: milliseconds to the sign-in button, and to the first editable field. */
async function timeOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const editorHost = new URL(url).host
  const errors = []
  // nothing leaves the machine: the editor's page and the local server only
  await context.route('**/*', (route) => {
    const { host } = new URL(route.request().url())
    return host === editorHost || `http://${host}` === LOCAL_SERVER_ORIGIN ? route.continue() : route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => /Content Security Policy/.test(message.text()) && errors.push(message.text()))
  const start = Date.now()
  await page.goto(`${url}/admin/${ENTRY}`, { waitUntil: 'commit' })
  const login = page.getByRole('button', { name: 'Login' })
  await login.waitFor()
  const toLogin = Date.now() - start
  await login.click()
  const field = page.getByLabel(FIRST_FIELD, { exact: true }).first()
  await field.waitFor()
  while (!(await field.isEditable())) await new Promise((resolve) => setTimeout(resolve, 10))
  const toField = Date.now() - start
  await context.close()
  if (errors.length) throw new Error(`The editor failed:\n${errors.join('\n')}`)
  return { toLogin, toField }
}

const data = mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'))
cpSync(path.join(root, 'data'), path.join(data, 'data'), { recursive: true })
const decapServer = startDecapServer({ repo: data, stdio: 'ignore' })
const servers = []
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS })
try {
  await untilAnswers(`${LOCAL_SERVER_ORIGIN}/api/v1`)
  for (const site of sites) {
    // the site's live policy for the editor, with the local server a marketer's machine adds (as the editor's test does)
    const netlifyToml = path.join(site, 'netlify.toml')
    const policy = headersFor(readNetlifyRules(netlifyToml).headers, '/admin/')['Content-Security-Policy']
    const headers = [{ for: '/admin/*', values: { 'Content-Security-Policy': withLocalServer(policy) } }]
    servers.push(await startServer({ root: path.join(site, 'public'), netlifyToml, headers, functions: false }))
  }
  const times = sites.map(() => [])
  // one start each first, not counted: the server's and the browser's first answers
  for (const server of servers) await timeOnce(browser, server.url.replace('127.0.0.1', 'localhost'))
  for (let round = 0; round < runs; round++)
    for (const [index, server] of servers.entries())
      times[index].push(await timeOnce(browser, server.url.replace('127.0.0.1', 'localhost')))
  for (const [index, site] of sites.entries()) {
    const list = times[index]
    console.log(
      `${site}: to the sign-in button ${median(list.map((t) => t.toLogin))} ms, to the first editable field ${median(list.map((t) => t.toField))} ms` +
        ` (median of ${list.length}; fields ${list.map((t) => t.toField).join(', ')})`,
    )
  }
} finally {
  await browser.close()
  for (const server of servers) await server.close()
  decapServer.kill()
  rmSync(data, { recursive: true, force: true })
}
