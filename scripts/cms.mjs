#!/usr/bin/env node
// `npm run cms`: edit the site's content on this machine. Starts Decap's own local server
// (decap-server, on port 8081, writing the files in data/ of this folder) and the development site,
// which serves the editor at /admin/ and shows each saved change. Ctrl+C stops both.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }

const children = [
  spawn(bin('decap-server'), [], { cwd: root, env: { ...env, GIT_REPO_DIRECTORY: root, PORT: '8081' }, stdio: 'inherit' }),
  spawn(bin('gatsby'), ['develop', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' }),
]
console.log('The editor will be at http://localhost:8000/admin/ once the site is built (it saves to data/ here).')

let stopping = false
const stop = (code = 0) => {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
