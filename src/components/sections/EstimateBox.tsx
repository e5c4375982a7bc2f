import { Box, Button, Container, Flex, Grid, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { useCallback, useRef, useState, type FormEvent } from 'react'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'
import {
  describeChoices,
  describeMeasuredChoices,
  estimateMeasuredRoof,
  estimateRoof,
  findServedTown,
  formatRange,
  pitchForRise,
  typicalChoices,
  type Pricing,
  type RoofChoices,
} from '../../lib/pricing'
import { pitchText, reasonTextKey, type RoofMeasure, type RoofReason } from '../../lib/roof/answer'
import { measureRoof } from '../../lib/roof/client'
import { roofFields } from '../../lib/roof/fields'
import { FormField } from '../forms/FormField'
import { QuoteDialog } from '../forms/QuoteDialog'
import { ServiceMap } from '../media/ServiceMap'
import { FinancingExample } from './FinancingExample'
import { MeasuredRoof } from './MeasuredRoof'
import { toaster } from '../ui/toaster'
import { EYEBROW } from '../ui/looks'
import { MAX_LENGTH } from '../../lib/forms/limits'

type EstimateBoxProps = { data: Queries.EstimateBoxFragment }

type Town = { slug: string; name: string }
type Outcome =
  | { kind: 'none' }
  | { kind: 'measuring' }
  | { kind: 'measured'; town: Town; roof: RoofMeasure }
  | { kind: 'priced'; town: Town; reason: RoofReason }
  | { kind: 'unserved' }

const SOURCE = 'Home page: address estimate box'

type ReasonKey = keyof ReturnType<typeof useUi>['sections']['estimateBox']['notMeasured']
const reasonKey = (reason: RoofReason) => reasonTextKey(reason) as ReasonKey

/**
 * The address box (spec §4). After START (and only then: nothing is asked before) the roof at the
 * address is measured from aerial imagery (/api/roof, at most 4 s): its size, pitch and a price per
 * material. When it cannot be, a town we serve gets its typical home's price range, with the reason
 * in a line; any other address can still ask for a quote. Both lead to the quote dialog.
 */
export function EstimateBox({ data }: EstimateBoxProps) {
  const { pricing, financing, siteData, allTown, homeContent } = data
  const [address, setAddress] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' })
  const [choices, setChoices] = useState<RoofChoices | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const closeDialog = useCallback(() => setDialogOpen(false), [])
  const openerButton = useCallback(() => opener.current, [])
  // the START press an answer belongs to: a later press or an edit makes an earlier answer stale
  const asked = useRef(0)
  const ui = useUi()
  const { locale } = useLocale()
  const toasts = ui.forms.toasts
  const words = ui.sections.estimateBox
  const { squareNote } = ui.sections
  if (!pricing || !financing || !siteData || !homeContent) return null
  const copy = homeContent.estimateBox

  const onStart = async (event: FormEvent) => {
    event.preventDefault()
    if (!address.trim()) {
      toaster.create({ type: 'error', ...toasts.missingAddress })
      return
    }
    const typed = findServedTown(address, allTown.nodes)
    if (typed)
      toaster.create({
        type: 'info',
        title: toasts.calculating.title,
        description: fillPlaceholders(toasts.calculating.description, { town: typed.name }),
      })
    const ticket = ++asked.current
    setOutcome({ kind: 'measuring' })
    const answer = await measureRoof(address)
    if (ticket !== asked.current) return
    const town = allTown.nodes.find((t) => t.slug === answer.town) ?? typed
    if (!town) return setOutcome({ kind: 'unserved' })
    const typical = typicalChoices(pricing, town.slug)
    if (answer.status === 'measured') {
      setChoices({ ...typical, pitch: pitchForRise(pricing, answer.roof.pitchRise) })
      setOutcome({ kind: 'measured', town, roof: answer.roof })
    } else {
      setChoices(typical)
      setOutcome({ kind: 'priced', town, reason: answer.reason })
    }
  }

  const onAddressChange = (value: string) => {
    setAddress(value)
    asked.current++
    setOutcome({ kind: 'none' })
  }

  const estimate = outcome.kind === 'priced' && choices ? estimateRoof(pricing, choices) : null
  const message = () => {
    if (estimate && choices) return describeChoices(pricing, choices, estimate, words.choices)
    if (outcome.kind !== 'measured' || !choices) return ''
    const { squares, pitchRise, imageryDate } = outcome.roof
    const measured = { ...choices, measuredSquares: squares }
    const roof = { squares, pitch: pitchText(pitchRise), date: imageryDate }
    return describeMeasuredChoices(pricing, measured, estimateMeasuredRoof(pricing, measured), roof, words.choices, locale)
  }
  // what the office's tools read: measured or not, and the material chosen
  const roof =
    (outcome.kind === 'measured' || outcome.kind === 'priced') && choices
      ? roofFields(outcome.kind === 'measured' ? outcome.roof : null, choices.material, choices.stories)
      : undefined

  return (
    <Box
      as="section"
      aria-labelledby="estimate-box-heading"
      bg="white"
      py={{ base: '10', md: '14' }}
      borderBottomWidth="1px"
      borderColor="navy.100"
    >
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <Stack gap="5">
            <Box>
              <Text {...EYEBROW} color="copper.700">
                {copy.eyebrow}
              </Text>
              <Heading as="h2" id="estimate-box-heading" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900" mt="1">
                {copy.heading}
              </Heading>
              <Text color="slate" mt="2">
                {copy.intro}
              </Text>
            </Box>
            <form onSubmit={onStart} noValidate>
              <Flex gap="3" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
                <Box flex="1" width="full">
                  <FormField label={copy.addressLabel}>
                    <Input
                      value={address}
                      onChange={(e) => onAddressChange(e.target.value)}
                      autoComplete="address-line1"
                      maxLength={MAX_LENGTH.address}
                      placeholder={copy.addressPlaceholder}
                      size="lg"
                      bg="white"
                    />
                  </FormField>
                </Box>
                <Button
                  type="submit"
                  size="lg"
                  colorPalette="brand"
                  fontWeight="800"
                  letterSpacing="0.06em"
                  px="8"
                  width={{ base: 'full', sm: 'auto' }}
                >
                  {copy.startButton}
                </Button>
              </Flex>
            </form>
            <Box aria-live="polite">
              {outcome.kind === 'measuring' && (
                <Text p="5" bg="sand" rounded="card" color="navy.900" fontWeight="600" data-testid="measuring">
                  {copy.measuringLine}
                </Text>
              )}
              {outcome.kind === 'unserved' && (
                <Box p="5" bg="sand" rounded="card" data-testid="no-instant-quote">
                  <Text fontWeight="600" color="navy.900">
                    {copy.unservedTitle}
                  </Text>
                  <Text color="slate" fontSize="sm" mt="1">
                    {copy.unservedText}
                  </Text>
                  <Button ref={opener} mt="4" colorPalette="brand" rounded="full" fontWeight="800" onClick={() => setDialogOpen(true)}>
                    {copy.unservedButton}
                  </Button>
                </Box>
              )}
              {outcome.kind === 'measured' && choices && (
                <MeasuredRoof
                  roof={outcome.roof}
                  pricing={pricing}
                  financing={financing}
                  choices={choices}
                  copy={copy}
                  refine={
                    <RefineChoices
                      pricing={pricing}
                      choices={choices}
                      onChange={setChoices}
                      labels={copy}
                      homeSize={words.homeSize}
                      measured
                    />
                  }
                >
                  <Button ref={opener} mt="5" colorPalette="brand" rounded="full" fontWeight="700" onClick={() => setDialogOpen(true)}>
                    {copy.pricedButton}
                  </Button>
                </MeasuredRoof>
              )}
              {estimate && choices && outcome.kind === 'priced' && (
                <Box p={{ base: '5', md: '6' }} bg="navy.900" color="white" rounded="card" data-testid="instant-estimate">
                  <Text fontSize="sm" color="copper.200" mb="2" data-testid="not-measured-reason">
                    {words.notMeasured[reasonKey(outcome.reason)]}
                  </Text>
                  <Text fontSize="sm" color="navy.100">
                    {fillPlaceholders(copy.pricedIntro, { town: outcome.town.name })}
                  </Text>
                  <Text
                    fontFamily="heading"
                    fontWeight="800"
                    fontSize={{ base: '3xl', md: '4xl' }}
                    lineHeight="1.1"
                    data-testid="price-range"
                  >
                    {formatRange(estimate)}
                  </Text>
                  <Text fontSize="sm" color="navy.100" mt="1">
                    {fillPlaceholders(copy.pricedSquares, { squares: String(estimate.squares), squareNote })}
                  </Text>
                  <RefineChoices pricing={pricing} choices={choices} onChange={setChoices} labels={copy} homeSize={words.homeSize} />
                  <FinancingExample price={estimate} financing={financing} />
                  <Button ref={opener} mt="5" colorPalette="brand" rounded="full" fontWeight="700" onClick={() => setDialogOpen(true)}>
                    {copy.pricedButton}
                  </Button>
                  <Text fontSize="xs" color="navy.200" mt="3">
                    {copy.disclaimer}
                  </Text>
                </Box>
              )}
            </Box>
          </Stack>
          <ServiceMap towns={allTown.nodes} center={siteData.map.center} zoom={siteData.map.zoom} height={400} label={copy.mapLabel} />
        </Grid>
      </Container>
      {/* drawn while open, so that it opens with the address and choices of that moment */}
      {dialogOpen && (
        <QuoteDialog
          title={outcome.kind === 'unserved' ? copy.unservedDialogTitle : copy.pricedDialogTitle}
          source={SOURCE}
          open
          onClose={closeDialog}
          returnFocusTo={openerButton}
          prefill={{
            address,
            message: message(),
            // the service the visitor just priced; any other address leaves the choice to them
            ...(outcome.kind !== 'unserved' && { service: pricing.service.title }),
          }}
          roof={roof}
        />
      )}
    </Box>
  )
}

type RefineLabels = Pick<Queries.EstimateBoxCopy, 'homeSizeLabel' | 'storiesLabel' | 'pitchLabel' | 'materialLabel'>
type RefineChoicesProps = {
  pricing: Pricing
  choices: RoofChoices
  onChange: (choices: RoofChoices) => void
  labels: RefineLabels
  /** an option of the home size: '{{sqft}} sq ft' */
  homeSize: string
  /** a measured roof: its size is known, so no home size */
  measured?: boolean
}

/** What the visitor can correct: the home's size (unless measured), stories, pitch and material. */
function RefineChoices({ pricing, choices, onChange, labels, homeSize, measured = false }: RefineChoicesProps) {
  const sizes = pricing.homeSizes.includes(choices.sqft) ? pricing.homeSizes : [...pricing.homeSizes, choices.sqft].sort((a, b) => a - b)
  const select = (label: string, value: string, options: ReadonlyArray<{ id: string; label: string }>, key: keyof RoofChoices) => (
    <FormField label={label} tone="dark">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          bg="white"
          color="ink"
          value={value}
          onChange={(e) => onChange({ ...choices, [key]: key === 'sqft' ? Number(e.target.value) : e.target.value })}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator color="ink" />
      </NativeSelect.Root>
    </FormField>
  )
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="4">
      {!measured &&
        select(
          labels.homeSizeLabel,
          String(choices.sqft),
          sizes.map((s) => ({ id: String(s), label: fillPlaceholders(homeSize, { sqft: s.toLocaleString('en-US') }) })),
          'sqft',
        )}
      {select(labels.storiesLabel, choices.stories, pricing.stories, 'stories')}
      {select(labels.pitchLabel, choices.pitch, pricing.pitches, 'pitch')}
      {select(labels.materialLabel, choices.material, pricing.materials, 'material')}
    </SimpleGrid>
  )
}

export const query = graphql`
  fragment EstimateBox on Query {
    homeContent(fields: { locale: { eq: $locale } }) {
      estimateBox {
        eyebrow
        heading
        intro
        addressLabel
        addressPlaceholder
        startButton
        unservedTitle
        unservedText
        unservedButton
        unservedDialogTitle
        pricedIntro
        pricedSquares
        measuringLine
        measuredIntro
        measuredSize
        squareMeaning
        measuredPitch
        tiersHeading
        tierMonthly
        pricedButton
        pricedDialogTitle
        disclaimer
        homeSizeLabel
        storiesLabel
        pitchLabel
        materialLabel
        mapLabel
      }
    }
    financing(fields: { locale: { eq: $locale } }) {
      ...FinancingExample
    }
    pricing(fields: { locale: { eq: $locale } }) {
      service {
        title
      }
      ...PricingFigures
    }
    ...ServiceAreaMap
  }
`

// Every figure the price calculation reads (src/lib/pricing.ts), for the box and the service page.
export const pricingFigures = graphql`
  fragment PricingFigures on Pricing {
    roundTo
    overhangFactor
    wasteFactor
    tearOffPerSquare {
      low
      high
    }
    fixedCosts {
      low
      high
    }
    materials {
      id
      label
      perSquare {
        low
        high
      }
    }
    pitches {
      id
      label
      areaFactor
      laborFactor
      maxRise
    }
    stories {
      id
      label
      footprintDivisor
      laborFactor
    }
    homeSizes
    defaults {
      material
      pitch
      stories
    }
    typicalHomes {
      town
      sqft
      stories
    }
  }
`
