// The order the browser test files start in, two at a time: longest first, so the last minutes are
// not one long file running alone. Jest would order a fresh clone's files by their size, which puts
// the development-server test (short to read, minutes to run) last. The figures are the seconds
// each took in the last measured clean-clone run, two at a time (docs/testing.md); a file not listed starts after these.
'use strict'

const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const SECONDS = {
  'develop.test.ts': 196,
  'accessibility-1280.test.ts': 142,
  'forms.test.ts': 122,
  'visitor-view-375.test.ts': 102,
  'visitor-view-1280.test.ts': 80,
  'visitor-view-768.test.ts': 73,
  'accessibility-375.test.ts': 71,
  'keyboard.test.ts': 70,
  'smoke-firefox.test.ts': 64,
  'smoke-webkit.test.ts': 63,
  'editor.test.ts': 57,
  'storm-check.test.ts': 54,
  'roof-estimate.test.ts': 49,
  'smoke-chromium.test.ts': 48,
  'routes.test.ts': 41,
  'landing.test.ts': 33,
  'navigation.test.ts': 27,
  'html-validity.test.ts': 17,
  'output.test.ts': 15,
  'projects.test.ts': 7,
  'editor-isolation.test.ts': 1,
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = (test) => SECONDS[path.basename(test.path)] ?? 0
    return [...tests].sort((a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path))
  }
}

module.exports = LongestFirst
