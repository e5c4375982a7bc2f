import { ESTIMATE_DRAFT_KEY } from '../lib/forms/draft'
import { ESTIMATE_DIALOG_DRAFT_KEY } from '../lib/forms/opener'
// The parts as the server renders them; loaders in the browser (see parts.client.ts).
import { parts } from 'island-parts'
import type { IslandOf } from './frame'

export type IslandSpec = IslandOf<never>

/**
 * The parts of pages a visitor can touch, and when each hydrates: the only places the browser runs
 * React and Chakra. Everything else on a page is its server HTML (docs/architecture.md, "Islands").
 */
export const ISLANDS = {
  // the banner hides as the page scrolls down, so the page's first scroll wakes it too
  Header: { ...parts.Header, wake: 'touch-or-scroll' },
  BrandLink: { ...parts.BrandLink, wake: 'touch' },
  // the page's estimate dialog: woken as it opens and takes focus, never by its buttons (plain HTML)
  EstimateDialog: { ...parts.EstimateDialog, wake: 'touch', draftKey: () => ESTIMATE_DIALOG_DRAFT_KEY },
  EstimateForm: { ...parts.EstimateForm, wake: 'touch', draftKey: () => ESTIMATE_DRAFT_KEY },
  QuoteCard: { ...parts.QuoteCard, wake: 'touch', draftKey: (props) => String(props['draftKey']) },
  ApplyButton: { ...parts.ApplyButton, wake: 'touch' },
  EstimateBox: { ...parts.EstimateBox, wake: 'touch' },
  FeaturedProject: { ...parts.FeaturedProject, wake: 'touch' },
  // they turn by themselves, or load a third party's frame, once on screen; the desktop menus once
  // shown (never on a phone); a video's play button answers only from its code, which is there by
  // the time the visitor reaches it
  VideoPoster: { ...parts.VideoPoster, wake: 'near' },
  VideoTestimonials: { ...parts.VideoTestimonials, wake: 'near' },
  TestimonialsCarousel: { ...parts.TestimonialsCarousel, wake: 'near' },
  ProjectsCarousel: { ...parts.ProjectsCarousel, wake: 'near' },
  DesktopNav: { ...parts.DesktopNav, wake: 'near' },
  BookingWidget: { ...parts.BookingWidget, wake: 'near' },
  ServiceMap: { ...parts.ServiceMap, wake: 'near' },
  // they ask /api/storms: the storm check at once for a place in its address (a town page's link, a
  // shared check, its form sent before the code came), else when touched (its code was a 390 ms TBT
  // on a phone for a visitor who may only read); a town page's storm line as it comes near
  StormCheck: { ...parts.StormCheck, wake: 'touch-or-query' },
  StormSummary: { ...parts.StormSummary, wake: 'near' },
} satisfies Record<string, IslandSpec>

export type IslandName = keyof typeof ISLANDS
