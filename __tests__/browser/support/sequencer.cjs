// The order the browser test files start in, two at a time: longest first, so the last minutes are
// not one long file running alone. Jest would order a fresh clone's files by their size, which puts
// the development-server test (short to read, minutes to run) last. The figures are the seconds
// each took in the last measured clean-clone run, two at a time (docs/testing.md); a file not listed starts after these.
'use strict'

const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const SECONDS = {
  'develop.test.ts': 181,
  'forms.test.ts': 141,
  'accessibility-1280.test.ts': 113,
  'accessibility-375.test.ts': 102,
  'visitor-view-375.test.ts': 98,
  'keyboard.test.ts': 96,
  'visitor-view-1280.test.ts': 80,
  'editor.test.ts': 72,
  'visitor-view-768.test.ts': 69,
  'smoke-firefox.test.ts': 66,
  'routes.test.ts': 61,
  'smoke-chromium.test.ts': 59,
  'smoke-webkit.test.ts': 56,
  'landing.test.ts': 49,
  'navigation.test.ts': 42,
  'output.test.ts': 22,
  'html-validity.test.ts': 21,
  'projects.test.ts': 12,
  'editor-isolation.test.ts': 1,
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = (test) => SECONDS[path.basename(test.path)] ?? 0
    return [...tests].sort((a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path))
  }
}

module.exports = LongestFirst
