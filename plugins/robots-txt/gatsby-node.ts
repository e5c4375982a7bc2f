// robots.txt, pointing at the sitemap: the site's URL lives only in data/site/site.en.json, which
// gatsby-config reads and hands over as this plugin's option.
import type { GatsbyNode, PluginOptions } from 'gatsby'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

export const onPostBuild: GatsbyNode['onPostBuild'] = (_args, options: PluginOptions) => {
  const { sitemap } = options as PluginOptions & { sitemap: string }
  writeFileSync(path.join(process.cwd(), 'public', 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`)
}
