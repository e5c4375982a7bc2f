// The landing pages' carousels as the server renders them: imported as they are. The browser build
// gets ./carousels.client.ts instead (the `landing-carousels` alias in gatsby-node.ts).
export { ProjectsCarousel } from './ProjectsCarousel'
export { TestimonialsCarousel } from './TestimonialsCarousel'
