// A storm report in the visitor's words (data/ui-pages: stormCheck), and what the quote form carries
// about the storm: pure, so the page, the town line and the tests word it the same way.
import type { Locale } from '../i18n/locales'
import { fillPlaceholders, formatDate, formatDayMonth } from '../text'
import type { UiTexts } from '../i18n/ui'
import type { StormFields } from '../forms/fields'
import type { AnsweredPlace, AnsweredReport, StormAnswer } from './answer'
import type { Storm } from './storm-mode'

export type StormTexts = UiTexts['pages']['stormCheck']

/** Inches as reports write them: two decimals (1.00, 1.75). What the office's form gets. */
export const inchesText = (inches: number) => inches.toFixed(2)

/**
 * Inches as the page writes them: English as the reports do (1.00, 1.75); Spanish drops the ".00"
 * of a whole number (1, 1.75), as a Spanish reader writes it.
 */
export const inchesOnPage = (inches: number, locale: Locale) =>
  locale === 'en' ? inchesText(inches) : inchesText(inches).replace(/\.00$/, '')

/** Miles to the tenth, never shown as 0. */
export const milesText = (miles: number) => Math.max(0.1, Math.round(miles * 10) / 10).toFixed(1)

/**
 * The place as the page names it: the town, "ZIP 27513", "your address in Cary" (never the text the
 * address came as: a link to the page could hold any), or "your location".
 */
export function placeName(place: AnsweredPlace, t: StormTexts): string {
  if (place.kind === 'town') return place.name
  if (place.kind === 'zip') return fillPlaceholders(t.zipPlace, { zip: place.zip })
  if (place.kind === 'address') return place.town ? fillPlaceholders(t.addressInTown, { town: place.town }) : t.addressPlace
  return t.pointPlace
}

/** What was reported, in words: "1.75″ (golf ball size)", "1.75 pulg. (del tamaño de una pelota de golf)", "61 mph gust", "rated EF1". */
export function reportDetail(report: AnsweredReport, t: StormTexts, locale: Locale): string {
  if (report.kind === 'hail' && report.hailInches !== null && report.hailSize)
    return fillPlaceholders(t.hailDetail, { inches: inchesOnPage(report.hailInches, locale), size: t.hailSizes[report.hailSize] })
  if (report.kind === 'wind')
    return report.windMph === null ? t.windDamage : fillPlaceholders(t.windDetail, { mph: String(report.windMph) })
  return report.rating ? fillPlaceholders(t.tornadoRated, { rating: report.rating }) : t.tornadoUnrated
}

/** How far and which way from the place: "1.2 mi northwest". */
export const reportDistance = (report: AnsweredReport, t: StormTexts) =>
  fillPlaceholders(t.distance, { miles: milesText(report.distanceMiles), direction: t.directions[report.bearing] })

type Ok = Extract<StormAnswer, { status: 'ok' }>

/** The line over the list: how many reports, how far, since when. */
export function countLine(answer: Ok, t: StormTexts, locale: Locale): string {
  const values = { count: String(answer.reports.length), miles: String(answer.radiusMiles), since: formatDate(answer.since, locale) }
  if (answer.reports.length === 0) return fillPlaceholders(t.none, values)
  return fillPlaceholders(answer.reports.length === 1 ? t.countOne : t.countMany, values)
}

/** Items as the language lists them: "a, b and c"; "a, b y c". */
const listOf = (items: string[], locale: Locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items)

/** Why the place is worth a free inspection: "hail of 1.25″ and a 61 mph gust ... (last on May 3, 2025)". */
export function worthText(inspection: NonNullable<Ok['inspection']>, t: StormTexts, locale: Locale): string {
  const what = [
    inspection.hailInches !== null && fillPlaceholders(t.worthHail, { inches: inchesOnPage(inspection.hailInches, locale) }),
    inspection.windMph !== null && fillPlaceholders(t.worthWind, { mph: String(inspection.windMph) }),
    inspection.tornado && t.worthTornado,
  ].filter((part): part is string => Boolean(part))
  return fillPlaceholders(t.worthText, { what: listOf(what, locale), date: formatDate(inspection.date, locale) })
}

/**
 * The storm the visitor asks about, for the office (in English whatever the page's language, like the
 * form's other values): the latest date that counted, the largest hail, the strongest gust, the place.
 */
export function stormFields(place: AnsweredPlace, inspection: Ok['inspection']): StormFields {
  const where =
    place.kind === 'town'
      ? place.name
      : place.kind === 'zip'
        ? `ZIP ${place.zip}`
        : place.kind === 'address'
          ? `address${place.town ? ` in ${place.town}` : ''}`
          : place.param
  return {
    storm_date: inspection?.date ?? '',
    storm_hail_in: inspection?.hailInches != null ? inchesText(inspection.hailInches) : '',
    storm_wind_mph: inspection?.windMph != null ? String(inspection.windMph) : '',
    storm_tornado: inspection?.tornado ? 'yes' : '',
    storm_place: where,
  }
}

/** The storm as storm mode's banner says it (data/ui-layout: stormBanner). */
export type StormBannerTexts = UiTexts['layout']['stormBanner']

/** What was reported, where and when: "Hail up to 1.75 in reported near Cary on Nov 26". */
export function stormHeadline(storm: StormAlertWords, town: string, t: StormBannerTexts, locale: Locale): string {
  const values = { town, date: formatDayMonth(storm.date, locale) }
  if (storm.kind === 'tornado')
    return storm.rating ? fillPlaceholders(t.tornadoRated, { ...values, rating: storm.rating }) : fillPlaceholders(t.tornado, values)
  if (storm.kind === 'hail' && storm.hailInches !== null)
    return fillPlaceholders(t.hail, { ...values, inches: inchesOnPage(storm.hailInches, locale) })
  return fillPlaceholders(t.wind, { ...values, mph: String(storm.windMph ?? '') })
}

/** The storm's hidden fields in the quote form its inspection button opens (in English, for the office). */
export function stormModeFields(storm: StormAlertWords, town: string): StormFields {
  return {
    storm_date: storm.date,
    storm_hail_in: storm.hailInches !== null ? inchesText(storm.hailInches) : '',
    storm_wind_mph: storm.windMph !== null ? String(storm.windMph) : '',
    storm_tornado: storm.tornado ? (storm.rating ?? 'yes') : '',
    storm_place: town,
  }
}

/** What the banner and the form read of a storm (the build's StormAlert node, from storm-mode.ts). */
export type StormAlertWords = Pick<Storm, 'date' | 'kind' | 'hailInches' | 'windMph' | 'tornado' | 'rating'>
