// The lazily loaded parts as the server renders them: imported as they are. The browser build gets
// ./lazy-parts.client.ts instead (the `lazy-parts` alias in gatsby-node.ts).
export { DesktopNav } from './layout/DesktopNav'
export { ProjectsCarousel } from './sections/ProjectsCarousel'
export { TestimonialsCarousel } from './sections/TestimonialsCarousel'
