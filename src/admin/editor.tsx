// The content editor at /admin/: Decap CMS over the files in data/, configured from the same
// declarations as the content check (src/lib/content/editor-config.ts). Built on its own by
// scripts/build-admin.mjs; nothing here reaches the public pages. Decap itself is its standalone
// release, a script of its own that the page loads right after this one (./decap.ts).
import forms from '../../data/ui-forms/ui-forms.en.json'
import layout from '../../data/ui-layout/ui-layout.en.json'
import pages from '../../data/ui-pages/ui-pages.en.json'
import sections from '../../data/ui-sections/ui-sections.en.json'
import { cmsConfig, LIST_FORMAT, listFormat } from '../lib/content/editor-config'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
import { fontFaceCss } from '../theme/fonts'
import { decap, sitePreview } from './decap'
import { ArticlePreview, ServicesPreview, TownsPreview } from './previews'

/** owner/name of the site's repository on GitHub, from the build (plugins/content-editor); empty when unknown. */
declare const EDITOR_REPOSITORY: string

// The package's font file whole (the pages' is cut to the site's characters): a preview draws
// whatever an editor types.
const FONT_FACES = [{ family: 'Inter Variable', url: interLatin, weight: '100 900' }]

function start() {
  const { CMS } = decap()
  // A list file (services, towns) is a JSON list; the editor edits an object that holds it.
  CMS.registerCustomFormat(LIST_FORMAT, 'json', listFormat)

  // The previews draw with the site's own fonts, components and theme.
  CMS.registerPreviewStyle(fontFaceCss(FONT_FACES), { raw: true })
  CMS.registerPreviewTemplate('services', sitePreview(ServicesPreview))
  CMS.registerPreviewTemplate('towns', sitePreview(TownsPreview))
  CMS.registerPreviewTemplate('articles', sitePreview(ArticlePreview, 'body'))

  CMS.init({
    config: {
      ...cmsConfig({
        englishTexts: {
          'ui-forms/ui-forms.json': forms.texts,
          'ui-layout/ui-layout.json': layout.texts,
          'ui-pages/ui-pages.json': pages.texts,
          'ui-sections/ui-sections.json': sections.texts,
        },
        // On the live site: the repository on GitHub, each editor signing in with their GitHub account
        // through Netlify's OAuth provider (docs/editing.md). On a marketer's machine (localhost), Decap
        // finds `npm run cms`'s local server and uses it instead, with no sign-in.
        backend: { name: 'github', repo: EDITOR_REPOSITORY || undefined, branch: 'main' },
        localBackend: true,
      }),
      load_config_file: false,
      // Decap validates the configuration itself when it starts (and names what is wrong).
    },
  })
}

// Decap's script runs after this one: it waits for init() instead of looking for a config.yml.
window.CMS_MANUAL_INIT = true
// Both scripts are deferred: they run in order, before the document's DOMContentLoaded.
document.addEventListener('DOMContentLoaded', start, { once: true })
