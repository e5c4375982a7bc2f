// /llms.txt and /es/llms.txt: the site in short for AI assistants, written from data/ after the
// build (src/lib/build/llms-txt.ts makes the text).
import type { GatsbyNode } from 'gatsby'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { llmsTxtFiles } from '../../src/lib/build/llms-txt'
import { loadContent } from '../../src/lib/content/load'

// Gatsby runs from the site's folder; this file runs compiled, from elsewhere (so not __dirname).
const root = process.cwd()

export const onPostBuild: GatsbyNode['onPostBuild'] = () => {
  for (const [file, text] of Object.entries(llmsTxtFiles(loadContent(path.join(root, 'data'))))) {
    const target = path.join(root, 'public', file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, text)
  }
}
