/** Where the social card of the page at `path` is written at build time ("/cary/" -> "/og/cary/card.jpg"). */
export const ogImagePath = (path: string) => `/og${path}card.jpg`
