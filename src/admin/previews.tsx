// Previews in the editor: a service page, a town page and an article as the site draws them, from the
// entry being edited, with the site's components and theme inside the editor's preview frame (each
// drawn by the site's React through sitePreview, ./decap.ts).
import { Box, Container } from '@chakra-ui/react'
import createCache from '@emotion/cache'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { useMemo, type ReactNode } from 'react'
import englishPages from '../../data/ui-pages/ui-pages.en.json'
import spanishPages from '../../data/ui-pages/ui-pages.es.json'
import { PageHero } from '../components/sections/PageHero'
import { ServiceAbout, ServiceIncluded } from '../components/sections/ServiceDetails'
import { Provider } from '../components/ui/provider'
import { Picture } from '../components/ui/Picture'
import { Prose } from '../components/ui/Prose'
import { fillPlaceholders } from '../lib/text'
import { townHeading } from '../lib/titles'
import { wholeSystem } from '../theme/system'
import { LIST_FIELD } from '../lib/content/editor-config'
import type { PreviewProps as Props } from './decap'

/** The page texts of the language shown (the preview follows the editor's language switch). */
const pageWords = (locale?: string) => (locale === 'es' ? spanishPages : englishPages).texts

/** The configuration of the field at `path` (items, then heroImage), which says where its images are kept. */
function fieldAt(fields: Props['fields'], path: string[]): unknown {
  type Field = { get: (key: string) => unknown }
  let current: unknown = fields
  path.forEach((name, depth) => {
    const field = (current as { find: (test: (field: Field) => boolean) => Field | undefined } | undefined)?.find(
      (f) => f.get('name') === name,
    )
    current = field && depth < path.length - 1 ? field.get('fields') : field
  })
  return current
}

/** An image the editor holds (a file in the repository, or one just uploaded), as the site's <Picture> takes it. */
function imageOf(props: Props, fieldPath: string[], value: unknown, sizes = '100vw'): IGatsbyImageData | null {
  if (typeof value !== 'string' || !value) return null
  // The field's own folder (data/images/towns/) resolves the path.
  const asset = props.getAsset(value, fieldAt(props.fields, fieldPath))
  const src = asset.url ?? asset.toString()
  return { layout: 'fullWidth', width: 1600, height: 900, images: { fallback: { src, sizes } } }
}

let system: ReturnType<typeof wholeSystem> | undefined

/** The site's theme inside the preview frame: its styles go into the frame's own <head>. */
function InFrame({ document, children }: { document: Document; children: ReactNode }) {
  const cache = useMemo(() => createCache({ key: 'preview', container: document.head }), [document])
  system ??= wholeSystem()
  return (
    <Provider system={system} cache={cache}>
      {children}
    </Provider>
  )
}

type Item = Record<string, unknown>
const itemsOf = (entry: Props['entry']): Item[] =>
  ((entry.getIn(['data', LIST_FIELD]) as Props['entry'] | undefined)?.toJS() as Item[] | undefined) ?? []
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Every service of the list, each as the top of its page. */
export function ServicesPreview(props: Props) {
  const { entry, document, locale } = props
  const words = pageWords(locale).service
  return (
    <InFrame document={document}>
      {itemsOf(entry).map((service, index) => (
        <article key={index}>
          <PageHero eyebrow={words.eyebrow} title={textOf(service.title)} text={textOf(service.description)} />
          <ServiceAbout
            label={fillPlaceholders(words.aboutLabel, { service: textOf(service.title) })}
            body={texts(service.body)}
            image={imageOf(props, [LIST_FIELD, 'image'], service.image, '560px')}
            imageAlt={textOf(service.imageAlt)}
          />
          <ServiceIncluded words={words} features={texts(service.features)} benefits={texts(service.benefits)} />
        </article>
      ))}
    </InFrame>
  )
}

/** Every town of the list, each as the top of its page. */
export function TownsPreview(props: Props) {
  const { entry, document, locale } = props
  const words = pageWords(locale)
  return (
    <InFrame document={document}>
      {itemsOf(entry).map((town, index) => (
        <PageHero
          key={index}
          eyebrow={fillPlaceholders(words.town.eyebrow, { county: textOf(town.county) })}
          title={townHeading(textOf(town.name), words.titles)}
          text={textOf(town.intro)}
          image={imageOf(props, [LIST_FIELD, 'heroImage'], town.heroImage)}
        />
      ))}
    </InFrame>
  )
}

/** An article: its title, excerpt and cover, and its text as the page sets it (Decap's rendering of the markdown). */
export function ArticlePreview(props: Props, bodyHtml = '') {
  const { entry, document, locale } = props
  const words = pageWords(locale).article
  const data = ((entry.get('data') as Props['entry'] | undefined)?.toJS() ?? {}) as Item
  const cover = imageOf(props, ['cover'], data.cover)
  return (
    <InFrame document={document}>
      <PageHero eyebrow={words.eyebrow} title={textOf(data.title)} text={textOf(data.excerpt)} />
      <Box as="article" bg="white" py="10">
        <Container maxW="7xl">
          {cover && (
            <Box maxW="4xl" mx="auto" mb="8" rounded="card" overflow="hidden" boxShadow="lift">
              <Picture image={cover} alt={textOf(data.coverAlt)} sizes="896px" />
            </Box>
          )}
          <Prose html={bodyHtml} />
        </Container>
      </Box>
    </InFrame>
  )
}
