// The order the browser test files start in, two at a time: longest first, so the last minutes are
// not one long file running alone. Jest would order a fresh clone's files by their size, which puts
// the development-server test (short to read, minutes to run) last. The figures are the seconds
// each took in the last measured run (docs/testing.md); a file not listed starts after these.
'use strict'

const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const SECONDS = {
  'develop.test.ts': 230,
  'forms.test.ts': 110,
  'visitor-view-375.test.ts': 100,
  'smoke-webkit.test.ts': 90,
  'accessibility-375.test.ts': 80,
  'accessibility-1280.test.ts': 80,
  'visitor-view-1280.test.ts': 80,
  'smoke-firefox.test.ts': 70,
  'keyboard.test.ts': 70,
  'visitor-view-768.test.ts': 60,
  'routes.test.ts': 45,
  'landing.test.ts': 42,
  'editor.test.ts': 41,
  'smoke-chromium.test.ts': 40,
  'navigation.test.ts': 27,
  'output.test.ts': 17,
  'html-validity.test.ts': 14,
  'projects.test.ts': 10,
  'editor-isolation.test.ts': 3,
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = (test) => SECONDS[path.basename(test.path)] ?? 0
    return [...tests].sort((a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path))
  }
}

module.exports = LongestFirst
