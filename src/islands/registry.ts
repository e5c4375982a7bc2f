// The one list of islands: the parts of pages a visitor can touch, and when each hydrates; the only
// places the browser runs React and Chakra (docs/architecture.md, "Islands"). The server renders
// each part as imported here; in the browser's build each import of a part (from src/components)
// becomes a load as its island wakes, so a page's load runs none of them (lazy-parts-loader.cjs in
// plugins/islands). A view places an island as `<Islands.Name ...props />` (./index.tsx).
import { ESTIMATE_DRAFT_KEY } from '../lib/forms/draft'
import { ESTIMATE_DIALOG_DRAFT_KEY } from '../lib/forms/opener'
import type { ComponentType } from 'react'
import type { Wake } from '../lib/islands'
import { ApplicationDialog } from '../components/forms/ApplicationForm'
import { EstimateDialog } from '../components/forms/EstimateDialog'
import { EstimateForm } from '../components/forms/EstimateForm'
import { QuoteCard } from '../components/forms/QuoteCard'
import { Header } from '../components/layout/Header'
import { ServiceMap } from '../components/media/ServiceMap'
import { VideoPoster } from '../components/media/VideoPoster'
import { BookingWidget } from '../components/sections/BookingWidget'
import { EstimateBox } from '../components/sections/EstimateBox'
import { FeaturedProject } from '../components/sections/FeaturedProject'
import { ProjectsCarousel } from '../components/sections/ProjectsCarousel'
import { TestimonialsCarousel } from '../components/sections/TestimonialsCarousel'
import { VideoTestimonials } from '../components/sections/VideoTestimonials'
import { StormCheck } from '../components/storms/StormCheck'
import { StormSummary } from '../components/storms/StormSummary'

/**
 * An island's part, when it wakes, and for a form, where its draft is kept in the tab (from its
 * props, written in its frame as `data-draft`): an island with a draft wakes at once, to show what
 * the visitor typed.
 */
export type IslandOf<P> = {
  /** the part; in the browser, for a part fetched when its island wakes, `load` instead */
  part?: ComponentType<P>
  load?: () => Promise<ComponentType<P>>
  wake: Wake
  draftKey?: (props: Record<string, unknown>) => string
}

export type IslandSpec = IslandOf<never>

export const ISLANDS = {
  // its menus, links and buttons work from their HTML; its code hides the top banner as the page
  // scrolls down, so the page's first scroll wakes it, and never a tap (which would hold the menu's
  // answer back while it hydrates)
  Header: { part: Header, wake: 'scroll' },
  // a dialog's form: woken as the dialog opens and takes focus, never by its buttons (plain HTML)
  EstimateDialog: { part: EstimateDialog, wake: 'touch', draftKey: () => ESTIMATE_DIALOG_DRAFT_KEY },
  EstimateForm: { part: EstimateForm, wake: 'touch', draftKey: () => ESTIMATE_DRAFT_KEY },
  QuoteCard: { part: QuoteCard, wake: 'touch', draftKey: (props) => String(props['draftKey']) },
  ApplicationDialog: { part: ApplicationDialog, wake: 'touch' },
  EstimateBox: { part: EstimateBox, wake: 'touch' },
  FeaturedProject: { part: FeaturedProject, wake: 'touch' },
  // they turn by themselves, or load a third party's frame, once on screen; a video's play button
  // answers only from its code, which is there by the time the visitor reaches it
  VideoPoster: { part: VideoPoster, wake: 'near' },
  VideoTestimonials: { part: VideoTestimonials, wake: 'near' },
  TestimonialsCarousel: { part: TestimonialsCarousel, wake: 'near' },
  ProjectsCarousel: { part: ProjectsCarousel, wake: 'near' },
  BookingWidget: { part: BookingWidget, wake: 'near' },
  ServiceMap: { part: ServiceMap, wake: 'near' },
  // they ask /api/storms: the storm check at once for a place in its address (a town page's link, a
  // shared check, its form sent before the code came), else when touched (its code was a 390 ms TBT
  // on a phone for a visitor who may only read); a town page's storm line as it comes near
  StormCheck: { part: StormCheck, wake: 'touch-or-query' },
  StormSummary: { part: StormSummary, wake: 'near' },
} satisfies Record<string, IslandSpec>

export type IslandName = keyof typeof ISLANDS

// An island's own render on the server (frame.tsx); none in the browser's build.
export { renderToString as renderIslandHtml } from 'react-dom/server'
