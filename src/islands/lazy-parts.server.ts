// The islands' parts whose code the browser fetches only when their island wakes, as the server
// renders them: imported as they are. The browser build gets ./lazy-parts.client.ts instead (the
// `lazy-parts` alias in gatsby-node.ts).
import { DesktopNav } from '../components/layout/DesktopNav'
import { ProjectsCarousel } from '../components/sections/ProjectsCarousel'
import { TestimonialsCarousel } from '../components/sections/TestimonialsCarousel'

export const desktopNav = { part: DesktopNav }
export const projectsCarousel = { part: ProjectsCarousel }
export const testimonialsCarousel = { part: TestimonialsCarousel }

// An island's own render on the server (frame.tsx).
export { renderToString as renderIslandHtml } from 'react-dom/server'
