// The content editor at /admin/: Decap CMS over the files in data/, configured from the same
// declarations as the content check (src/lib/content/editor-config.ts). Built on its own by
// scripts/build-admin.mjs; nothing here reaches the public pages.
import CMS from 'decap-cms-app'
import type { CmsConfig } from 'decap-cms-core'
// Netlify Identity signs editors in (invite only) and accepts the invitation link, which the
// invitation e-mail points at /admin/ (docs/editing.md). The widget puts itself on the window and starts;
// Decap's Git Gateway backend uses it from there.
import 'netlify-identity-widget'
import forms from '../../data/ui-forms/ui-forms.en.json'
import layout from '../../data/ui-layout/ui-layout.en.json'
import pages from '../../data/ui-pages/ui-pages.en.json'
import sections from '../../data/ui-sections/ui-sections.en.json'
import { cmsConfig, LIST_FORMAT, listFormat } from '../lib/content/editor-config'
import { fontFaceCss } from '../theme/fonts'
import { ArticlePreview, ServicesPreview, TownsPreview } from './previews'

// A list file (services, towns) is a JSON list; the editor edits an object that holds it.
CMS.registerCustomFormat(LIST_FORMAT, 'json', listFormat)

// The previews draw with the site's own fonts, components and theme.
CMS.registerPreviewStyle(fontFaceCss(), { raw: true })
CMS.registerPreviewTemplate('services', ServicesPreview)
CMS.registerPreviewTemplate('towns', TownsPreview)
CMS.registerPreviewTemplate('articles', ArticlePreview)

CMS.init({
  config: {
    ...cmsConfig({
      englishTexts: {
        'ui-forms/ui-forms.json': forms.texts,
        'ui-layout/ui-layout.json': layout.texts,
        'ui-pages/ui-pages.json': pages.texts,
        'ui-sections/ui-sections.json': sections.texts,
      },
      // On Netlify: the repository through Git Gateway, for editors Netlify Identity knows. On a
      // marketer's machine (localhost), Decap finds `npm run cms`'s local server and uses it instead.
      backend: { name: 'git-gateway', branch: 'main' },
      localBackend: true,
    }),
    load_config_file: false,
    // Decap validates the configuration itself when it starts (and names what is wrong).
  } as unknown as CmsConfig,
})
