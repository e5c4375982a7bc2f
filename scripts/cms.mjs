#!/usr/bin/env node
// `npm run cms`: edit the site's content on this machine. Starts Decap's own local server
// (decap-server, on 127.0.0.1:8081 only, writing the files in data/ of this folder) and the development site,
// which serves the editor at /admin/ and shows each saved change. Ctrl+C stops both.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }
const { startDecapServer } = createRequire(import.meta.url)('./decap-server.cjs')

const children = [
  startDecapServer({ repo: root }),
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
