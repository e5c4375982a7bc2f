// Debian's Chromium (Playwright cannot download its own browsers here) and the flags every tool
// launches it with. `npm run bench` (Lighthouse) and `npm run screenshots` run the full browser, as
// visitors do; the browser tests run Debian's chromium-headless-shell: the same engine and version
// without the browser's windows around it, where a page costs 2.4 times less CPU (docs/testing.md).
'use strict'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The browser's own hinting: the headless shell's default (full) draws wider letters, and the
  // brand's name wrapped at 375 px where the browser keeps it on one line.
  '--font-render-hinting=slight',
]

module.exports = { CHROMIUM_PATH, HEADLESS_SHELL_PATH, CHROMIUM_ARGS }
