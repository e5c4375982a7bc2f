// The editor's page (/admin/): Decap draws itself into the body. Its scripts are deferred: fetched
// at once, side by side, and run in the order given before the document's DOMContentLoaded. Its
// title holds the brand from data/, so it is escaped like any text placed into HTML outside React.
// CommonJS so the editor's build script and Jest load the same file.
'use strict'

const ADMIN_PATH = '/admin/'

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])

const adminPage = (title, scripts) =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>`,
    ...scripts.map((src) => `<script defer src="${ADMIN_PATH}${encodeURI(src)}"></script>`),
    '</head>',
    '<body>',
    '</body>',
    '</html>',
    '',
  ].join('\n')

module.exports = { ADMIN_PATH, adminPage }
