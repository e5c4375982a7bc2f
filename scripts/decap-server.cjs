// Decap's local server (decap-server) for `npm run cms` and the editor's test: it reads and writes any
// file under `repo` with no login, so it listens on this machine's loopback only (it would listen on
// every interface by default, open to anyone on the same network).
// CommonJS so the cms script, the editor's bench and Jest load the same file.
'use strict'

const { spawn } = require('node:child_process')
const path = require('node:path')

const DECAP_PORT = 8081
const LOOPBACK = '127.0.0.1'
/** Where the editor looks for the local server when it is opened at localhost (Decap's `local_backend: true`). */
const LOCAL_SERVER_ORIGIN = `http://localhost:${DECAP_PORT}`

/** Starts decap-server over the files of `repo`; returns the child process. */
function startDecapServer({ repo, port = DECAP_PORT, stdio = 'inherit' }) {
  const bin = path.join(__dirname, '..', 'node_modules', '.bin', 'decap-server')
  return spawn(bin, [], { env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: String(port), BIND_HOST: LOOPBACK }, stdio })
}

/**
 * The editor's policy on a marketer's machine: the live one (netlify.toml, /admin/*), which names no
 * local address, with the local server added to what the editor may connect to.
 */
function withLocalServer(policy) {
  if (!/(^|;)\s*connect-src\s/.test(policy)) throw new Error(`The editor's policy has no connect-src: ${policy}`)
  return policy.replace(/(^|;)(\s*connect-src\s[^;]*)/, `$1$2 ${LOCAL_SERVER_ORIGIN}`)
}

module.exports = { DECAP_PORT, LOOPBACK, LOCAL_SERVER_ORIGIN, startDecapServer, withLocalServer }
