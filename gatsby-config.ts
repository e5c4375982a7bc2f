import type { GatsbyConfig } from 'gatsby'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { jsonTypeNames } from './src/lib/content/type-names'
import { contentName, DEFAULT_LOCALE, localeFile } from './src/lib/i18n/locales'

// The site's URL and name live in data/site/site.en.json with everything else a marketer edits;
// they are read here, not repeated.
const site = JSON.parse(readFileSync(path.join(__dirname, 'data', localeFile('site/site.json', DEFAULT_LOCALE)), 'utf8')) as {
  brand: string
  siteUrl: string
  description: string
}

// The site's functions (netlify/functions) at the paths Netlify gives them, as `npm start` serves them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { functionsMiddleware } = require('./scripts/functions.cjs') as {
  functionsMiddleware: (options: { env: Record<string, string | undefined>; root: string }) => (req: unknown, res: unknown) => boolean
}

const config: GatsbyConfig = {
  // Before Gatsby's own routes; the settings come from this shell (GOOGLE_SOLAR_API_KEY...)
  developMiddleware: (app: { use: (handler: (req: unknown, res: unknown, next: () => void) => void) => void }) => {
    const runFunction = functionsMiddleware({ env: { ...process.env }, root: __dirname })
    app.use((req, res, next) => {
      if (!runFunction(req, res)) next()
    })
  },
  siteMetadata: {
    title: site.brand,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'types/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // WebP at quality 80 beside the original format: as many bytes as AVIF at 72 and half the
      // build's work (docs/performance.md, record 2).
      options: {
        defaults: { formats: ['auto', 'webp'], placeholder: 'dominantColor', quality: 72, webpOptions: { quality: 80 } },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'data', path: path.join(__dirname, 'data') },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        // Each language's file (services.en.json, services.es.json) is of its content's type; its nodes carry the locale.
        typeName: ({ node }: { node: { relativePath: string } }) => {
          const name = jsonTypeNames[contentName(node.relativePath).replace(/\.json$/, '')]
          if (!name) throw new Error(`data/${node.relativePath}: no GraphQL type is declared for this file`)
          return name
        },
      },
    },
    'gatsby-transformer-remark',
    {
      resolve: 'gatsby-plugin-sitemap',
      // robots.txt names the sitemap for search engines; a <link rel="sitemap"> in every page does not
      options: { excludes: ['/404/', '/404.html', '/dev-404-page/', '/es/404/'], createLinkInHead: false },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: site.brand,
        short_name: site.brand.split(' ')[0],
        description: site.description,
        start_url: '/',
        background_color: '#FAF7F2',
        theme_color: '#0F1E33',
        display: 'standalone',
        icon: 'static/favicon.svg',
        icon_options: { purpose: 'any maskable' },
        // A 32 px PNG icon link and the SVG's, in every page's head
        include_favicon: true,
        // Not eight apple-touch-icon links in every page: the Head gives iOS one (src/components/seo/Seo.tsx).
        legacy: false,
        // The icons are fingerprinted by their own names; Gatsby's cache-busting query is not needed.
        cache_busting_mode: 'none',
      },
    },
    // The browser build's islands (plugins/islands): each island's part fetched when it wakes, the views stubbed.
    'islands',
    // The icons drawn once into a cached sprite the pages' <use> point at (plugins/icons).
    'icons',
    // The typefaces cut to the characters the site shows (plugins/fonts).
    'fonts',
    // The site's own jobs after the build (plugins/), in this order: Gatsby's inline scripts moved
    // to files, the styles the pages share moved to one stylesheet, a social card per page, robots.txt, llms.txt in each language, the pages' and the
    // editor's Content-Security-Policy (public/_headers), then the content editor at /admin/.
    'inline-scripts',
    'shared-styles',
    'social-cards',
    { resolve: 'robots-txt', options: { sitemap: `${site.siteUrl}/sitemap-index.xml` } },
    'llms-txt',
    'security-headers',
    { resolve: 'content-editor', options: { title: `Content editor · ${site.brand}` } },
  ],
}

export default config
