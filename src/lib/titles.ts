import english from '../../data/ui-pages/ui-pages.en.json'
import { fillPlaceholders } from './text'

/** The title templates of data/ui-pages/ui-pages.en.json (`titles`), in the page's language. */
export type TitleTexts = { service: string; town: string }

/** Spec §2: a service page's title is the service name, 'Services in North Carolina', then the brand. */
export const serviceTitle = (service: string, brand: string, titles: TitleTexts = english.texts.titles) =>
  `${fillPlaceholders(titles.service, { service })} | ${brand}`

/**
 * Spec §2: a town page's heading (and its title and social card, before the brand). Without texts
 * it is the English heading: the social cards are drawn once, from the English pages (og-images.ts).
 */
export const townHeading = (town: string, titles: TitleTexts = english.texts.titles) => fillPlaceholders(titles.town, { town })
