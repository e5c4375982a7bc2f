import type { parts as serverParts } from './parts.server'

// Each island's part in the browser: its code is fetched and run when its island wakes, so a page's
// load runs none of it (nor Chakra, which only the parts use). The server renders them from
// ./parts.server.ts (the `island-parts` alias in plugins/islands).
export const parts = {
  ApplyButton: { load: () => import('../components/forms/ApplyButton').then((m) => m.ApplyButton) },
  BookingWidget: { load: () => import('../components/sections/BookingWidget').then((m) => m.BookingWidget) },
  BrandLink: { load: () => import('../components/layout/BrandLink').then((m) => m.BrandLink) },
  DesktopNav: { load: () => import('../components/layout/DesktopNav').then((m) => m.DesktopNav) },
  EstimateBox: { load: () => import('../components/sections/EstimateBox').then((m) => m.EstimateBox) },
  EstimateDialog: { load: () => import('../components/forms/EstimateDialog').then((m) => m.EstimateDialog) },
  EstimateForm: { load: () => import('../components/forms/EstimateForm').then((m) => m.EstimateForm) },
  FeaturedProject: { load: () => import('../components/sections/FeaturedProject').then((m) => m.FeaturedProject) },
  Header: { load: () => import('../components/layout/Header').then((m) => m.Header) },
  ProjectsCarousel: { load: () => import('../components/sections/ProjectsCarousel').then((m) => m.ProjectsCarousel) },
  QuoteCard: { load: () => import('../components/forms/QuoteCard').then((m) => m.QuoteCard) },
  ServiceMap: { load: () => import('../components/media/ServiceMap').then((m) => m.ServiceMap) },
  StormCheck: { load: () => import('../components/storms/StormCheck').then((m) => m.StormCheck) },
  StormSummary: { load: () => import('../components/storms/StormSummary').then((m) => m.StormSummary) },
  TestimonialsCarousel: { load: () => import('../components/sections/TestimonialsCarousel').then((m) => m.TestimonialsCarousel) },
  VideoPoster: { load: () => import('../components/media/VideoPoster').then((m) => m.VideoPoster) },
  VideoTestimonials: { load: () => import('../components/sections/VideoTestimonials').then((m) => m.VideoTestimonials) },
} satisfies { [N in keyof typeof serverParts]: { load: () => Promise<(typeof serverParts)[N]['part']> } }

// Islands are rendered apart only on the server (frame.tsx).
export const renderIslandHtml = null
