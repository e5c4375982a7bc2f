// Debian's Chromium (Playwright cannot download its own browsers here) and the flags every tool
// launches it with: the browser tests, `npm run screenshots` and `npm run bench`.
'use strict'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS }
