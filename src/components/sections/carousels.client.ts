// The landing pages' carousels in the browser: their code (react-multi-carousel, 26 KB) is fetched
// when the section comes near the screen, not with the page (issue 8). They sit inside
// <Hydrate when="visible">, so on the first load React keeps their server HTML until then; the server build
// imports them directly (./carousels.server.ts, the `landing-carousels` alias in gatsby-node.ts).
import { lazy } from 'react'

export const ProjectsCarousel = lazy(() => import('./ProjectsCarousel').then((m) => ({ default: m.ProjectsCarousel })))
export const TestimonialsCarousel = lazy(() => import('./TestimonialsCarousel').then((m) => ({ default: m.TestimonialsCarousel })))
