let serverHtmlKept = false

/** Called once, before the browser's first render, when the page came with its server HTML (gatsby-browser). */
export function keepServerHtml() {
  serverHtmlKept = true
}

/**
 * True in the browser when the page's server HTML stays as it is and only its islands hydrate (a
 * built page); false on the server and under `gatsby develop`, which renders whole pages.
 */
export const isServerHtmlKept = () => serverHtmlKept
