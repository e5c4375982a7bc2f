// The islands' parts whose code the browser fetches when their island wakes, each in a chunk of its
// own: the desktop dropdown menus (Chakra's Menu: zag, floating-ui; a phone, which never shows them,
// never fetches them) and the landing carousels (react-multi-carousel). The server build imports them
// directly (./lazy-parts.server.ts, the `lazy-parts` alias in gatsby-node.ts).
export const desktopNav = { load: () => import('../components/layout/DesktopNav').then((m) => m.DesktopNav) }
export const projectsCarousel = { load: () => import('../components/sections/ProjectsCarousel').then((m) => m.ProjectsCarousel) }
export const testimonialsCarousel = {
  load: () => import('../components/sections/TestimonialsCarousel').then((m) => m.TestimonialsCarousel),
}

// Islands are rendered apart only on the server (frame.tsx).
export const renderIslandHtml = null
