// The benchmark's reference page (issue 30): a bare Gatsby 5 page, one heading, one paragraph and one
// form, built with the project's own gatsby, react and react-dom (no node_modules here: Node and webpack
// find /work/main/node_modules upward) and its browserslist (also found upward, in the project's
// package.json). No plugins, no Chakra: what any Gatsby page costs. scripts/bench.mjs builds it when its
// build is missing or older than these files, measures it beside the site's pages and reports each
// page's TBT as a multiple of this page's. The package.json beside this file is there because Gatsby's
// CLI builds only a directory whose package.json names gatsby; it installs nothing.
module.exports = {
  siteMetadata: { title: 'Bare Gatsby page' },
  plugins: [],
}
