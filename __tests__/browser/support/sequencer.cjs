// The order the browser test files start in, two at a time: longest first, so the last minutes are
// not one long file running alone. Jest would order a fresh clone's files by their size, which puts
// the development-server test (short to read, minutes to run) last. The figures are the seconds
// each took in the last measured clean-clone run, two at a time (docs/testing.md); a file not listed starts after these.
'use strict'

const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const SECONDS = {
  'develop.test.ts': 168,
  'accessibility-1280.test.ts': 126,
  'forms.test.ts': 118,
  'visitor-view-375.test.ts': 105,
  'accessibility-375.test.ts': 95,
  'storm-check.test.ts': 85,
  'visitor-view-1280.test.ts': 82,
  'keyboard.test.ts': 76,
  'visitor-view-768.test.ts': 76,
  'smoke-webkit.test.ts': 76,
  'roof-estimate.test.ts': 74,
  'editor.test.ts': 67,
  'smoke-firefox.test.ts': 65,
  'smoke-chromium.test.ts': 53,
  'routes.test.ts': 52,
  'navigation.test.ts': 49,
  'landing.test.ts': 46,
  'output.test.ts': 30,
  'html-validity.test.ts': 26,
  'projects.test.ts': 11,
  'editor-isolation.test.ts': 1,
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = (test) => SECONDS[path.basename(test.path)] ?? 0
    return [...tests].sort((a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path))
  }
}

module.exports = LongestFirst
