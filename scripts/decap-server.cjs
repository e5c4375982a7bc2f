// Decap's local server (decap-server) for `npm run cms` and the editor's test: it reads and writes any
// file under `repo` with no login, so it listens on this machine's loopback only (it would listen on
// every interface by default, open to anyone on the same network).
// CommonJS so the cms script and Jest load the same file.
'use strict'

const { spawn } = require('node:child_process')
const path = require('node:path')

const DECAP_PORT = 8081
const LOOPBACK = '127.0.0.1'

/** Starts decap-server over the files of `repo`; returns the child process. */
function startDecapServer({ repo, port = DECAP_PORT, stdio = 'inherit' }) {
  const bin = path.join(__dirname, '..', 'node_modules', '.bin', 'decap-server')
  return spawn(bin, [], { env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: String(port), BIND_HOST: LOOPBACK }, stdio })
}

module.exports = { DECAP_PORT, LOOPBACK, startDecapServer }
