// What the editor's bundle gets for `gatsby` (scripts/build-admin.mjs): the site's components declare
// their GraphQL fragments at the top of their modules; the build extracts them, and here they do nothing.
export const graphql = (): undefined => undefined
