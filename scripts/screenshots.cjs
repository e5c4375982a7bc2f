#!/usr/bin/env node
/* global document, window -- page.evaluate callbacks run in the browser */
// Full-page screenshots of every kind of page at phone, tablet and desktop widths, for reviewing the
// look in one go: `npm run screenshots` (builds first if needed) writes them to screenshots/.
'use strict'

const { execSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')
const { chromium } = require('playwright-core')
const { startServer } = require('./static-server.cjs')
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('./chromium.cjs')

const root = path.resolve(__dirname, '..')
const outDir = path.join(root, 'screenshots')
const PAGES = [
  '/',
  '/services/',
  '/services/roof-repair/',
  '/cary/',
  '/about/',
  '/projects/',
  '/contact/',
  '/careers/',
  '/blog/',
  '/blog/signs-you-need-a-new-roof/',
  '/privacy/',
  '/no-such-page/',
]
const WIDTHS = [375, 768, 1280]

async function main() {
  if (!fs.existsSync(path.join(root, 'public', 'index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit' })
  fs.mkdirSync(outDir, { recursive: true })
  const server = await startServer({ root: path.join(root, 'public'), netlifyToml: path.join(root, 'netlify.toml') })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const local = new URL(server.url).host
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
      // Third parties are left out, as the tests do: the shots show what every visitor gets first.
      await context.route('**/*', (route) => (new URL(route.request().url()).host === local ? route.continue() : route.abort()))
      const page = await context.newPage()
      for (const pagePath of PAGES) {
        await page.goto(server.url + pagePath, { waitUntil: 'networkidle' })
        // Scroll through once so lazy images load, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 700) {
            window.scrollTo(0, y)
            await new Promise((r) => setTimeout(r, 60))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForTimeout(400)
        const name = `${pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${width}.png`
        await page.screenshot({ path: path.join(outDir, name), fullPage: true })
        console.log(`screenshots/${name}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
