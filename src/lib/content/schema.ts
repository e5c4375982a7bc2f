// What every content file in data/ must contain, declared once: the build refuses content that
// breaks these rules (a typo in a JSON file stops the build with a clear line instead of shipping a
// broken page), and the GraphQL types the pages query are derived from them (./graphql.ts).
import { CONTENT_ICONS, SERVICE_ICONS, type ContentIconName } from '../icons'
import {
  all,
  boolean,
  date,
  described,
  email,
  image,
  link,
  list,
  localized,
  number,
  object,
  oneOf,
  optional,
  ownerReplaces,
  phone,
  shared,
  slug,
  text,
  texts,
  url,
  wordCount,
  type Shape,
} from './rules'
import { LOCALES } from '../i18n/locales'
import { hoursDisagree, WEEKDAYS, type HoursSet } from '../hours'

const metaDescription = text({ min: 50, max: 160 })
const videoId = shared(text({ pattern: /^[A-Za-z0-9_-]{11}$/, patternHint: 'is not an 11-character YouTube video id' }))
/** An identifier the code or other entries use: the same in every language. */
const id = () => shared(slug())
/** The last part of the page's address in a translation (/es/servicios/{urlSlug}/); English pages keep their slug. */
const urlSlug = described("the page's address in this language (a translation's own slug)", optional(slug()))
const hhmm = optional(text({ pattern: /^\d{2}:\d{2}$/, patternHint: 'is not a time written HH:MM' }))
/** A set of hours: the words shown and what they mean, which must agree (hoursDisagree). */
const hoursSet = all(
  object('Hours', { days: text(), hours: text(), opens: hhmm, closes: hhmm, dayOfWeek: list(oneOf(WEEKDAYS)) }),
  (value, field, ctx) => {
    const problem = hoursDisagree(value as HoursSet, ctx.locale)
    return problem ? [{ field, message: problem }] : []
  },
)
const optionalUrl = optional(url())
const namedLink = object('NamedLink', { name: text(), url: optionalUrl })
const geoPoint = object('GeoPoint', { lat: number({ min: -90, max: 90 }), lng: number({ min: -180, max: 180 }) })
const iconPoint = object('IconPoint', { title: text(), description: text(), icon: shared(oneOf(CONTENT_ICONS)) })
/** Text that shows a value the page fills in, written as {{name}} (src/lib/text.ts). */
const naming = (name: string, what = name) =>
  described(
    `names the ${what} as {{${name}}}`,
    text({ pattern: new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`), patternHint: `must say where the ${what} goes, as {{${name}}}` }),
  )
const priceRange = all(object('PriceRange', { low: number({ min: 0 }), high: number({ min: 0 }) }), (value, field) => {
  const { low, high } = value as { low: number; high: number }
  return low <= high ? [] : [{ field, message: `low (${low}) must not be more than high (${high})` }]
})
const card = object('ServiceCard', { title: text(), description: text(), icon: shared(oneOf(SERVICE_ICONS)), service: link('Service') })

/** Where a legal statement's source may be: the statutes, and the agencies that enforce them. */
const LEGAL_SOURCE = /^https:\/\/(?:www\.)?(?:ncleg\.gov|ftc\.gov|ecfr\.gov|ncdoi\.gov|ncdoj\.gov|nclbgc\.org)(?:\/\S*)?$/
/** Words that make a statement about the law, in either language: a step saying one lists its source. */
const LEGAL_WORDS =
  /\b(?:North Carolina requires|In North Carolina|licen[cs]ed?|may be cancell?ed|statute|G\.S\.)|\b(?:Carolina del Norte exige|En Carolina del Norte|con licencia|se puede cancelar|ley)\b/i

/** Every pattern, in turn (what an SMS provider asks to see beside the box). */
const disclosureSays = (patterns: RegExp[]) =>
  all(text(), ...patterns.map((pattern) => text({ pattern, patternHint: `must say ${pattern.source.replace(/\\b/g, '')}` })))

export type ListFile = {
  kind: 'list'
  /** what the editor calls it */
  label: string
  /** the content's name: services/services.json is data/services/services.en.json and its translation, services.es.json */
  file: string
  /** the GraphQL node type of each entry */
  type: string
  /** the field that names an entry in messages, and must be unique */
  key: string
  shape: Shape
  min?: number
  max?: number
  /** the key is words, translated too: a translation's entries are paired with the English by their place */
  translatedKey?: boolean
}
export type SingleFile = { kind: 'single'; file: string; label: string; type: string; shape: Shape }
export type MarkdownFolder = {
  kind: 'markdown'
  label: string
  folder: string
  shape: Shape
  /** articles may be translated one by one; every other file must have its translation */
  translationOptional?: boolean
}
export type ContentFile = ListFile | SingleFile | MarkdownFolder

export const contentFiles: ContentFile[] = [
  {
    kind: 'single',
    file: 'site/site.json',
    label: 'Company, contact and hours',
    type: 'SiteData',
    shape: {
      brand: text({ min: 2 }),
      legalName: text(),
      siteUrl: all(url(), text({ pattern: /[^/]$/, patternHint: 'must not end with a slash' })),
      description: metaDescription,
      // 555-0100 to 555-0199 are kept for fiction: no one answers them
      phone: ownerReplaces(phone(), /\b555[ .-]?01\d\d$/, "is a fictional number (555-01xx): put the business's own number here"),
      email: email(),
      address: object('PostalAddress', {
        street: text(),
        city: text(),
        region: text({ pattern: /^[A-Z]{2}$/, patternHint: 'is not a two-letter state code' }),
        postalCode: text({ pattern: /^\d{5}$/, patternHint: 'is not a five-digit ZIP code' }),
        country: text({ pattern: /^[A-Z]{2}$/, patternHint: 'is not a two-letter country code' }),
      }),
      geo: geoPoint,
      foundedYear: number({ min: 1900, max: 2100, integer: true }),
      topBanner: localized({
        en: text(),
        // "Hablamos español" says when (issue 54): the Spanish hours go where {{spanishHours}} is
        es: naming('spanishHours', 'Spanish hours'),
      }),
      footerTagline: text(),
      // The hours, one source (src/lib/hours.ts): each set's shown words must say what it means.
      phoneHours: described(
        'when calls are answered and returned (the footer; an English request is promised a call in these hours)',
        list(hoursSet),
      ),
      officeHours: described('when the office is open (the contact page, the business’s opening hours in search)', list(hoursSet)),
      spanishHours: described(
        'when someone who speaks Spanish answers the phone (after "Hablamos español"; a Spanish request is promised a call in these hours)',
        list(hoursSet),
      ),
      social: list(namedLink, { min: 0 }),
      reviewSites: list(namedLink, { min: 0 }),
      bookingUrl: optionalUrl,
      map: object('MapSettings', {
        center: geoPoint,
        zoom: number({ min: 1, max: 20, integer: true }),
      }),
      ratings: list(object('Rating', { score: text(), reviews: number({ min: 0, integer: true }), source: text() })),
      priceRange: text(),
      copyrightStartYear: number({ min: 1900, max: 2100, integer: true }),
      policyEffectiveDate: date(),
      license: ownerReplaces(text(), /\b0{3,}\b/, 'has no real licence number yet (only zeros): write the licence number here'),
    },
  },
  {
    kind: 'list',
    file: 'services/services.json',
    label: 'Services',
    type: 'Service',
    key: 'slug',
    shape: {
      slug: slug(),
      urlSlug,
      title: text({ min: 3 }),
      description: text({ min: 20, max: 200 }),
      metaDescription,
      icon: shared(oneOf(SERVICE_ICONS)),
      image: image({ folder: 'services' }),
      imageAlt: text({ min: 10 }),
      body: all(list(text({ min: 20 })), wordCount({ min: 150, max: 300 })),
      features: list(text(), { min: 5 }),
      benefits: list(text(), { min: 4 }),
      related: list(link('Service'), { min: 0 }),
    },
  },
  {
    kind: 'single',
    file: 'services-overview/services-overview.json',
    label: 'Services page',
    type: 'ServicesOverview',
    shape: {
      intro: text(),
      residential: list(card),
      commercial: list(card),
      highlights: list(
        object('Highlight', {
          title: text(),
          description: text(),
          icon: shared(oneOf(['clock', 'shield', 'hammer', 'search'] satisfies ContentIconName[])),
        }),
      ),
    },
  },
  {
    kind: 'list',
    file: 'towns/towns.json',
    label: 'Towns',
    type: 'Town',
    key: 'slug',
    shape: {
      slug: slug(),
      name: text({ min: 2 }),
      county: text(),
      heroImage: image({ folder: 'towns' }),
      heroAlt: text({ min: 10 }),
      lat: number({ min: -90, max: 90 }),
      lng: number({ min: -180, max: 180 }),
      metaDescription,
      intro: text({ min: 40 }),
    },
  },
  {
    kind: 'list',
    file: 'testimonials/testimonials.json',
    label: 'Testimonials',
    type: 'Testimonial',
    key: 'author',
    shape: {
      platform: shared(oneOf(['Google', 'Facebook', 'Yelp'])),
      // a review shown in another language says it is translated
      writtenIn: described('the language the reviewer wrote in', shared(oneOf(LOCALES))),
      text: text({ min: 20 }),
      author: text({ min: 2 }),
      title: localized({
        en: oneOf(['Homeowner', 'Property Manager', 'Business Owner', 'Real Estate Agent']),
        // each in the form that fits the reviewer (Propietaria, Dueña de negocio)
        es: oneOf([
          'Propietario',
          'Propietaria',
          'Administrador de propiedades',
          'Administradora de propiedades',
          'Dueño de negocio',
          'Dueña de negocio',
          'Agente de bienes raíces',
        ]),
      }),
      avatar: image({ folder: 'avatars' }),
      town: text(),
    },
  },
  {
    kind: 'list',
    file: 'video-testimonials/video-testimonials.json',
    label: 'Video testimonials',
    type: 'VideoTestimonial',
    key: 'name',
    shape: {
      name: text({ min: 2 }),
      project: text(),
      quote: text({ min: 20 }),
      videoId,
      // a video shown on a page in another language says which language it is in
      spokenIn: described('the language spoken in the video', shared(oneOf(LOCALES))),
      poster: image({ folder: 'video' }),
    },
  },
  {
    kind: 'list',
    file: 'projects/projects.json',
    label: 'Projects',
    type: 'Project',
    key: 'id',
    shape: {
      id: slug(),
      title: text({ min: 3 }),
      category: localized({
        en: oneOf(['New Installation', 'Commercial', 'Storm Repair', 'Replacement', 'Metal', 'Emergency']),
        es: oneOf(['Instalación nueva', 'Comercial', 'Reparación por tormenta', 'Reemplazo', 'Metal', 'Emergencia']),
      }),
      image: image({ folder: 'projects' }),
      illustration: described('the image is a drawing, not a photo of the job: the page labels it (clear it for a real photo)', boolean()),
      imageAlt: text({ min: 10 }),
      // written by the site in each language ('May 9, 2023', '9 de mayo de 2023')
      date: described('the day the work was finished', date()),
      location: text(),
      productName: text(),
      summary: text(),
      thumbnails: list(image({ folder: 'details' })),
      featured: boolean(),
      specs: optional(
        object('ProjectSpecs', {
          squares: number({ min: 1, integer: true }),
          pitch: shared(text({ pattern: /^\d{1,2}:12$/, patternHint: "is not a pitch like '6:12'" })),
          material: text(),
          duration: text(),
        }),
      ),
      prompt: shared(optional(text({ min: 10 }))),
    },
  },
  {
    kind: 'list',
    file: 'team/team.json',
    label: 'Team',
    type: 'TeamMember',
    key: 'name',
    shape: {
      name: text({ min: 2 }),
      title: text(),
      bio: text({ min: 20 }),
      image: image({ folder: 'team' }),
      social: object('TeamSocial', { facebook: optionalUrl, tiktok: optionalUrl, instagram: optionalUrl }),
    },
  },
  {
    kind: 'single',
    file: 'home/home.json',
    label: 'Home page',
    type: 'HomeContent',
    shape: {
      hero: object('HomeHero', {
        headline: text(),
        tagline: text(),
        trustPoints: list(text(), { min: 3, max: 3 }),
        servingLine: text(),
        image: image({ folder: 'hero' }),
        imageAlt: text({ min: 10 }),
      }),
      // the strip of badges under the header, its words beside each picture (which has none); five fill its row
      certifications: list(object('CertificationBadge', { label: text({ min: 3, max: 40 }), image: image({ folder: 'certifications' }) }), {
        max: 5,
      }),
      whyChooseUs: object('WhyChooseUs', {
        heading: text(),
        intro: text(),
        videoId,
        poster: image({ folder: 'video' }),
        videoTitle: text(),
      }),
      stats: list(object('Stat', { value: text(), label: text() }), { min: 4, max: 4 }),
      valuePoints: list(iconPoint),
      joinTeam: object('JoinTeam', {
        heading: text(),
        intro: text(),
        cards: list(object('BenefitCard', { title: text(), description: text(), bullets: list(text(), { min: 3, max: 3 }) })),
      }),
      readyCta: object('Cta', { heading: text(), text: text() }),
      // the line under each landing section's heading; left out, the section has none
      sectionIntros: object('SectionIntros', {
        testimonials: optional(text()),
        projects: optional(text()),
        services: optional(text()),
        team: optional(text()),
        articles: optional(text()),
        serviceAreas: optional(text()),
        booking: optional(text()),
      }),
      estimateBox: object('EstimateBoxCopy', {
        eyebrow: text(),
        heading: text(),
        intro: text(),
        addressLabel: text(),
        addressPlaceholder: text(),
        startButton: text(),
        unservedTitle: text(),
        unservedText: text(),
        unservedButton: text(),
        unservedDialogTitle: text(),
        pricedIntro: naming('town'),
        pricedSquares: naming('squares', 'number of squares'),
        // the roof measured from aerial imagery (/api/roof), shown after START when it could be
        measuringLine: text(),
        measuredIntro: naming('date', 'date of the imagery'),
        measuredSize: all(naming('squares', 'number of squares'), naming('faces', 'number of roof faces')),
        squareMeaning: described('what a roofing square is, for a visitor who has never heard of one', text({ min: 20 })),
        measuredPitch: all(naming('rise', 'rise in 12'), naming('pitch', 'pitch in words')),
        tiersHeading: text(),
        tierMonthly: naming('amount', 'monthly amount'),
        pricedButton: text(),
        pricedDialogTitle: text(),
        disclaimer: text(),
        homeSizeLabel: text(),
        storiesLabel: text(),
        pitchLabel: text(),
        materialLabel: text(),
        mapLabel: text(),
      }),
    },
  },
  {
    kind: 'single',
    file: 'about/about.json',
    label: 'About page',
    type: 'AboutContent',
    shape: {
      heading: text(),
      intro: text(),
      story: list(text({ min: 20 })),
      videoId,
      videoTitle: text(),
      poster: image({ folder: 'video' }),
      storyImage: image({ folder: 'about' }),
      storyImageAlt: text({ min: 10 }),
      values: list(iconPoint),
      thankYou: object('ThankYou', { heading: text(), text: text(), videoId, videoTitle: text(), poster: image({ folder: 'video' }) }),
    },
  },
  {
    kind: 'list',
    file: 'faq/faq.json',
    label: 'Questions and answers',
    type: 'Faq',
    key: 'question',
    translatedKey: true,
    shape: { question: text({ min: 10 }), answer: text({ min: 20 }) },
  },
  {
    kind: 'single',
    file: 'careers/careers.json',
    label: 'Careers page',
    type: 'Careers',
    shape: {
      intro: text(),
      image: image({ folder: 'careers' }),
      imageAlt: text({ min: 10 }),
      openings: list(
        object('Opening', {
          id: id(),
          title: text(),
          type: text(),
          experience: text(),
          location: text(),
          pay: text(),
          summary: text(),
          responsibilities: list(text()),
          requirements: list(text()),
        }),
      ),
      benefits: list(text()),
    },
  },
  {
    kind: 'single',
    file: 'pricing/pricing.json',
    label: 'Roof prices (instant estimate)',
    type: 'Pricing',
    shape: {
      updated: date(),
      service: described('the service the instant estimate prices, preselected in its quote dialog', link('Service')),
      roundTo: number({ min: 1, integer: true }),
      overhangFactor: number({ min: 1, max: 1.5 }),
      wasteFactor: number({ min: 1, max: 1.5 }),
      tearOffPerSquare: priceRange,
      fixedCosts: priceRange,
      materials: list(object('PricedOption', { id: id(), label: text(), perSquare: priceRange })),
      pitches: list(
        object('FactorOption', {
          id: id(),
          label: text(),
          areaFactor: number({ min: 1, max: 2 }),
          laborFactor: number({ min: 1, max: 2 }),
          maxRise: described(
            'the steepest rise in 12 this pitch covers: a roof measured from aerial imagery takes the first pitch its own fits (24 for the last)',
            number({ min: 0, max: 24, integer: true }),
          ),
        }),
      ),
      stories: list(
        object('StoriesOption', {
          id: shared(text()),
          label: text(),
          footprintDivisor: number({ min: 1, max: 5 }),
          laborFactor: number({ min: 1, max: 2 }),
        }),
      ),
      homeSizes: list(number({ min: 300, max: 20000, integer: true })),
      defaults: object('PricingDefaults', { material: id(), pitch: id(), stories: shared(text()) }),
      typicalHomes: list(
        object('TypicalHome', { town: id(), sqft: number({ min: 300, max: 20000, integer: true }), stories: shared(text()) }),
      ),
    },
  },
  {
    kind: 'single',
    file: 'financing/financing.json',
    label: 'Financing example',
    type: 'Financing',
    shape: {
      lender: ownerReplaces(
        described('the lending partner named in the example', text()),
        /^your lending partner$/i,
        "names no lender yet: write the lending partner's name here (until then the Spanish page shows these English words too)",
      ),
      apr: number({ min: 0, max: 36 }),
      termsMonths: list(number({ min: 12, max: 360, integer: true })),
      heading: text(),
      termLabel: naming('months', 'term'),
      monthlyRange: naming('range', 'monthly range'),
      fromLine: all(naming('amount', 'monthly amount'), naming('price'), naming('months', 'term')),
      disclaimer: all(
        naming('lender'),
        naming('apr', 'rate'),
        localized({
          en: text({ pattern: /\bexample\b/i, patternHint: 'must say it is an example, not an offer' }),
          es: text({ pattern: /\bejemplo\b/i, patternHint: 'must say it is an example (ejemplo), not an offer' }),
        }),
      ),
    },
  },
  {
    kind: 'single',
    file: 'sms-consent/sms-consent.json',
    label: 'Text message consent',
    type: 'SmsConsent',
    shape: {
      version: described('sent with each submission: change it whenever the wording changes', date()),
      label: text(),
      // What an SMS provider asks to see beside the box (who texts, about what, how often, costs, STOP and HELP).
      disclosure: all(
        naming('brand', 'business name'),
        localized({
          en: disclosureSays([/\bfrequency\b/i, /Msg & data rates may apply/, /\bSTOP\b/, /\bHELP\b/, /not a condition/i]),
          es: disclosureSays([
            /\bfrecuencia\b/i,
            /Pueden aplicarse tarifas de mensajes y datos/,
            /\bSTOP\b/,
            /\bHELP\b/,
            // the Spanish keywords the texting provider is set to accept too (docs/settings.md, "Texts")
            /\bPARAR\b/,
            /\bAYUDA\b/,
            /no es una condición/i,
          ]),
        }),
      ),
      termsLabel: text(),
      // the privacy policy is linked beside the SMS terms: carriers ask that both be one tap from the box
      privacyLabel: text(),
    },
  },
  {
    kind: 'single',
    file: 'storm-guide/storm-guide.json',
    label: 'Storm insurance claim guide',
    type: 'StormGuide',
    shape: {
      // the page's title, description and hero are in page-meta (/storm-damage-insurance-claims/)
      reviewed: described('the day the guide was last checked against the insurers’ and the state’s pages', date()),
      steps: list(
        all(
          object('GuideStep', {
            id: described('the step’s anchor in the page’s address (#photos)', id()),
            title: text({ min: 5 }),
            paragraphs: list(text({ min: 20 })),
            points: list(text({ min: 5 }), { min: 0 }),
            // each legal statement's source, shown as a link: the statute's section or the agency's page
            sources: list(
              object('LegalSource', {
                label: text({ min: 3 }),
                url: shared(
                  all(
                    url(),
                    text({
                      pattern: LEGAL_SOURCE,
                      patternHint:
                        'must be a page of the statutes or of an agency (ncleg.gov, ftc.gov, ecfr.gov, ncdoi.gov, ncdoj.gov, nclbgc.org)',
                    }),
                  ),
                ),
              }),
              { min: 0 },
            ),
          }),
          (value, field) => {
            const step = value as { paragraphs: string[]; sources: unknown[] }
            const legal = step.paragraphs.find((p) => LEGAL_WORDS.test(p))
            return legal && !step.sources.length
              ? [
                  {
                    field: `${field}.sources`,
                    message: `must name the source of "${legal.slice(0, 60)}…" (a statute's section or an agency's page)`,
                  },
                ]
              : []
          },
        ),
        { min: 5 },
      ),
      authoritiesHeading: text({ min: 5 }),
      authorities: list(
        object('GuideAuthority', {
          name: text({ min: 5 }),
          // the site's address only: the page sends no one to a deep link that may move
          url: shared(
            all(
              url(),
              text({ pattern: /^https:\/\/[a-z0-9.-]+\/?$/, patternHint: 'must be a site’s address only (https://www.ncdoi.gov)' }),
            ),
          ),
          purpose: text({ min: 20 }),
        }),
        { min: 2 },
      ),
      note: text({ min: 20 }),
    },
  },
  {
    kind: 'single',
    file: 'lead-messages/lead-messages.json',
    label: 'Messages to a homeowner after a request',
    type: 'LeadMessages',
    // The e-mail and text that confirm an estimate or quote request, in the form's language
    // (src/lib/leads/messages.ts); the text carries the consent's brand and its opt-out words.
    shape: {
      emailSubject: naming('brand', 'business name'),
      greeting: naming('name', "homeowner's name"),
      // when the form's name is not only a name (src/lib/leads/messages.ts, greetingName)
      greetingNoName: text({ max: 20 }),
      received: naming('brand', 'business name'),
      next: naming('when', 'time we call back'),
      measured: all(naming('tier', 'material'), naming('range', 'price range')),
      call: all(naming('phone'), naming('hours', 'office hours')),
      closing: text({ max: 40 }),
      signature: naming('brand', 'business name'),
      whenSoon: text(),
      whenToday: naming('time', 'opening time'),
      whenLater: all(naming('day'), naming('time', 'opening time')),
      text: all(
        naming('brand', 'business name'),
        naming('when', 'time we call back'),
        // what carriers ask of a first text: how many, the rates, the keywords (in Spanish, both pairs)
        localized({
          en: disclosureSays([/\b4 msgs\/mo\b/, /Msg & data rates may apply/, /\bSTOP\b/, /\bHELP\b/]),
          es: disclosureSays([
            /\b4 mensajes al mes\b/,
            /Pueden aplicarse tarifas de mensajes y datos/,
            /\bSTOP o PARAR\b/,
            /\bHELP o AYUDA\b/,
          ]),
        }),
      ),
    },
  },
  {
    kind: 'list',
    file: 'page-meta/page-meta.json',
    label: 'Page titles and descriptions',
    type: 'PageMeta',
    key: 'path',
    shape: {
      path: text({ pattern: /^\/([a-z0-9-]+\/)*$/, patternHint: 'is not a site path like /about/ (leading and trailing slash)' }),
      urlSlug,
      title: text({ min: 5, max: 60 }),
      description: metaDescription,
      eyebrow: optional(text()),
      heading: optional(text({ min: 3 })),
      intro: optional(text({ min: 20 })),
      ogImage: optional(image({ as: 'path', folder: 'og' })),
    },
  },
  // The words of the interface (buttons, labels, messages), one file per part of the site, read by
  // src/hooks/use-ui.ts. The spec's English strings live here too.
  ...['ui-layout', 'ui-forms', 'ui-pages', 'ui-sections'].map((name): SingleFile => ({
    kind: 'single',
    file: `${name}/${name}.json`,
    label: `Interface words: ${name.replace('ui-', '')}`,
    type: 'UiText',
    shape: { texts: texts() },
  })),
  {
    kind: 'markdown',
    folder: 'articles',
    label: 'Blog articles',
    translationOptional: true,
    shape: {
      title: text({ min: 5 }),
      slug: slug(),
      excerpt: text({ min: 50, max: 200 }),
      author: text(),
      date: date(),
      cover: image({ folder: 'articles' }),
      coverAlt: text({ min: 10 }),
    },
  },
  {
    kind: 'markdown',
    folder: 'pages',
    label: 'Policies',
    shape: { title: text(), slug: slug(), description: metaDescription },
  },
]
