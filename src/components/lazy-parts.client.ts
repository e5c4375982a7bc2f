// Parts of pages whose code the browser fetches only when they are about to be needed (issue 8),
// each in a chunk of its own. They sit inside <Hydrate when="visible">, so on the first load React
// keeps their server HTML until then; the server build imports them directly
// (./lazy-parts.server.ts, the `lazy-parts` alias in gatsby-node.ts).
import { lazy } from 'react'

// The landing carousels (react-multi-carousel): when the section comes near the screen.
export const ProjectsCarousel = lazy(() => import('./sections/ProjectsCarousel').then((m) => ({ default: m.ProjectsCarousel })))
export const TestimonialsCarousel = lazy(() => import('./sections/TestimonialsCarousel').then((m) => ({ default: m.TestimonialsCarousel })))
// The desktop dropdown menus (Chakra's Menu: zag, floating-ui): when the desktop navigation is shown,
// which is never on a phone.
export const DesktopNav = lazy(() => import('./layout/DesktopNav').then((m) => ({ default: m.DesktopNav })))
