// Whether React is hydrating the server HTML of the first page a visitor opened. Set around the
// first render by gatsby-browser.tsx (onClientEntry, onInitialClientRender); false on the server,
// in tests, and for every page reached afterwards inside the site.
let hydrating = false

export const startFirstHydration = () => {
  hydrating = true
}
export const endFirstHydration = () => {
  hydrating = false
}
export const isFirstHydration = () => hydrating
