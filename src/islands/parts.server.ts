// Each island's part as the server renders it: imported as it is. The browser's build fetches each
// part when its island wakes instead (./parts.client.ts; the `island-parts` alias in plugins/islands).
import { ApplyButton } from '../components/forms/ApplyButton'
import { EstimateDialog } from '../components/forms/EstimateDialog'
import { EstimateForm } from '../components/forms/EstimateForm'
import { QuoteCard } from '../components/forms/QuoteCard'
import { BrandLink } from '../components/layout/BrandLink'
import { DesktopNav } from '../components/layout/DesktopNav'
import { Header } from '../components/layout/Header'
import { ServiceMap } from '../components/media/ServiceMap'
import { VideoPoster } from '../components/media/VideoPoster'
import { BookingWidget } from '../components/sections/BookingWidget'
import { EstimateBox } from '../components/sections/EstimateBox'
import { FeaturedProject } from '../components/sections/FeaturedProject'
import { ProjectsCarousel } from '../components/sections/ProjectsCarousel'
import { StormCheck } from '../components/storms/StormCheck'
import { StormSummary } from '../components/storms/StormSummary'
import { TestimonialsCarousel } from '../components/sections/TestimonialsCarousel'
import { VideoTestimonials } from '../components/sections/VideoTestimonials'

export const parts = {
  ApplyButton: { part: ApplyButton },
  BookingWidget: { part: BookingWidget },
  BrandLink: { part: BrandLink },
  DesktopNav: { part: DesktopNav },
  EstimateBox: { part: EstimateBox },
  EstimateDialog: { part: EstimateDialog },
  EstimateForm: { part: EstimateForm },
  FeaturedProject: { part: FeaturedProject },
  Header: { part: Header },
  ProjectsCarousel: { part: ProjectsCarousel },
  QuoteCard: { part: QuoteCard },
  ServiceMap: { part: ServiceMap },
  StormCheck: { part: StormCheck },
  StormSummary: { part: StormSummary },
  TestimonialsCarousel: { part: TestimonialsCarousel },
  VideoPoster: { part: VideoPoster },
  VideoTestimonials: { part: VideoTestimonials },
}

// An island's own render on the server (frame.tsx).
export { renderToString as renderIslandHtml } from 'react-dom/server'
