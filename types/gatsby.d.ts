import type { Context } from 'react'

// Gatsby's package exports StaticQueryContext (gatsby-browser-entry.js: the context its root fills
// with the static queries' results) but its types leave it out. The islands' roots pass it on.
declare module 'gatsby' {
  export const StaticQueryContext: Context<Record<string, unknown>>
}
