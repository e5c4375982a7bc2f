// The `sizes` of the images a page both preloads in its Head and draws in its body: one figure for
// both, in a module the browser's bundle can take without the body's components.
export const HERO_SIZES = '100vw'
export const FEATURED_SIZES = '(min-width: 1280px) 720px, (min-width: 1024px) 56vw, 92vw'
