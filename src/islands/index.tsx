import type { ComponentProps } from 'react'
import { ApplyButton as ApplyButtonPart } from '../components/forms/ApplyButton'
import { EstimateButton as EstimateButtonPart } from '../components/forms/EstimateButton'
import { ESTIMATE_DRAFT_KEY, EstimateForm as EstimateFormPart } from '../components/forms/EstimateForm'
import { QuoteCard as QuoteCardPart } from '../components/forms/QuoteCard'
import { BrandLink as BrandLinkPart } from '../components/layout/BrandLink'
import { Header as HeaderPart } from '../components/layout/Header'
import { ServiceMap as ServiceMapPart } from '../components/media/ServiceMap'
import { VideoPoster as VideoPosterPart } from '../components/media/VideoPoster'
import { BookingWidget as BookingWidgetPart } from '../components/sections/BookingWidget'
import { EstimateBox as EstimateBoxPart } from '../components/sections/EstimateBox'
import { FaqAccordion as FaqAccordionPart } from '../components/sections/FaqAccordion'
import { FeaturedProject as FeaturedProjectPart } from '../components/sections/FeaturedProject'
import { TeamGrid as TeamGridPart } from '../components/sections/TeamGrid'
import { VideoTestimonials as VideoTestimonialsPart } from '../components/sections/VideoTestimonials'
// The server's parts in server rendering, loaders in the browser (see lazy-parts.client.ts).
import { desktopNav, projectsCarousel, testimonialsCarousel } from 'lazy-parts'
import { IslandFrame, type IslandOf } from './frame'

export type IslandSpec = IslandOf<never>

/**
 * The parts of pages a visitor can touch, and when each hydrates: the only places the browser runs
 * React and Chakra. Everything else on a page is its server HTML (docs/architecture.md, "Islands").
 * Pages and sections use the exports below; so may a part (the header holds the desktop menus): an
 * island inside another hydrates on its own.
 */
export const ISLANDS = {
  // the banner hides as the page scrolls down, so the page's first scroll wakes it too
  Header: { part: HeaderPart, wake: 'touch-or-scroll' },
  BrandLink: { part: BrandLinkPart, wake: 'touch' },
  EstimateButton: { part: EstimateButtonPart, wake: 'touch' },
  EstimateForm: { part: EstimateFormPart, wake: 'touch', draftKey: () => ESTIMATE_DRAFT_KEY },
  QuoteCard: { part: QuoteCardPart, wake: 'touch', draftKey: (props) => String(props['draftKey']) },
  ApplyButton: { part: ApplyButtonPart, wake: 'touch' },
  EstimateBox: { part: EstimateBoxPart, wake: 'touch' },
  FaqAccordion: { part: FaqAccordionPart, wake: 'touch' },
  TeamGrid: { part: TeamGridPart, wake: 'touch' },
  VideoPoster: { part: VideoPosterPart, wake: 'touch' },
  VideoTestimonials: { part: VideoTestimonialsPart, wake: 'touch' },
  FeaturedProject: { part: FeaturedProjectPart, wake: 'touch' },
  // they turn by themselves, or load a third party's frame, once on screen; the desktop menus once
  // shown (never on a phone)
  TestimonialsCarousel: { ...testimonialsCarousel, wake: 'near' },
  ProjectsCarousel: { ...projectsCarousel, wake: 'near' },
  DesktopNav: { ...desktopNav, wake: 'near' },
  BookingWidget: { part: BookingWidgetPart, wake: 'near' },
  ServiceMap: { part: ServiceMapPart, wake: 'near' },
} satisfies Record<string, IslandSpec>

export type IslandName = keyof typeof ISLANDS

/** The island's component for pages: its part in a frame the browser hydrates from (host.tsx). */
function island<N extends IslandName>(name: N) {
  type Props = ComponentProps<(typeof ISLANDS)[N]['part']>
  function Island(props: Props) {
    const island: IslandSpec = ISLANDS[name]
    return <IslandFrame name={name} island={island as IslandOf<Props>} props={props} />
  }
  Island.displayName = `Island(${name})`
  return Island
}

export const Header = island('Header')
export const BrandLink = island('BrandLink')
export const EstimateButton = island('EstimateButton')
export const EstimateForm = island('EstimateForm')
export const QuoteCard = island('QuoteCard')
export const ApplyButton = island('ApplyButton')
export const EstimateBox = island('EstimateBox')
export const FaqAccordion = island('FaqAccordion')
export const TeamGrid = island('TeamGrid')
export const VideoPoster = island('VideoPoster')
export const VideoTestimonials = island('VideoTestimonials')
export const FeaturedProject = island('FeaturedProject')
export const TestimonialsCarousel = island('TestimonialsCarousel')
export const ProjectsCarousel = island('ProjectsCarousel')
export const BookingWidget = island('BookingWidget')
export const ServiceMap = island('ServiceMap')
export const DesktopNav = island('DesktopNav')
