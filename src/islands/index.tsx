import type { ComponentProps } from 'react'
import { parts } from 'island-parts'
import { IslandFrame, type IslandOf } from './frame'
import { ISLANDS, type IslandName, type IslandSpec } from './registry'

/**
 * The island's component for page bodies and parts (the header holds the desktop menus): its part
 * in a frame the browser hydrates from (host.tsx); an island inside another hydrates on its own.
 */
function island<N extends IslandName>(name: N) {
  type Props = ComponentProps<(typeof parts)[N]['part']>
  function Island(props: Props) {
    const island: IslandSpec = ISLANDS[name]
    return <IslandFrame name={name} island={island as IslandOf<Props>} props={props} />
  }
  Island.displayName = `Island(${name})`
  return Island
}

export const Header = island('Header')
export const BrandLink = island('BrandLink')
export const EstimateDialog = island('EstimateDialog')
export const EstimateForm = island('EstimateForm')
export const QuoteCard = island('QuoteCard')
export const ApplyButton = island('ApplyButton')
export const EstimateBox = island('EstimateBox')
export const VideoPoster = island('VideoPoster')
export const VideoTestimonials = island('VideoTestimonials')
export const FeaturedProject = island('FeaturedProject')
export const TestimonialsCarousel = island('TestimonialsCarousel')
export const ProjectsCarousel = island('ProjectsCarousel')
export const BookingWidget = island('BookingWidget')
export const ServiceMap = island('ServiceMap')
export const DesktopNav = island('DesktopNav')
export const StormCheck = island('StormCheck')
export const StormSummary = island('StormSummary')
