// A Jest reporter: how long each test file took, slowest first, printed at the end of the run so the
// next slow file is seen the day it appears. Under `npm test` (TEST_TIMINGS names a file) the rows go
// to that file instead, one JSON line per test file, for the summary at the end (scripts/test.mjs).
'use strict'

const { appendFileSync } = require('node:fs')
const path = require('node:path')

class TimingReporter {
  constructor(globalConfig) {
    this.root = globalConfig.rootDir
    this.rows = []
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats
    this.rows.push({
      file: path.relative(this.root, test.path),
      seconds: Math.round((end - start) / 100) / 10,
      tests: result.numPassingTests + result.numFailingTests,
      failed: result.numFailingTests > 0 || Boolean(result.testExecError),
    })
  }

  onRunComplete() {
    if (!this.rows.length) return
    const rows = [...this.rows].sort((a, b) => b.seconds - a.seconds)
    if (process.env.TEST_TIMINGS) return appendFileSync(process.env.TEST_TIMINGS, rows.map((row) => JSON.stringify(row)).join('\n') + '\n')
    console.log(`\nTime per test file (${rows.length} files):`)
    for (const row of rows) console.log(`  ${String(row.seconds.toFixed(1)).padStart(7)} s  ${row.failed ? 'FAIL' : '    '}  ${row.file}`)
  }
}

module.exports = TimingReporter
