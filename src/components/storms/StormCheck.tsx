import { Box, Button, Flex, Grid, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocale } from '../../hooks/use-locale'
import { useSiteData } from '../../hooks/use-site-data'
import { useUi } from '../../hooks/use-ui'
import type { AnsweredPlace, StormAnswer } from '../../lib/storms/answer'
import { namesOnlyAPlace, placeFromText, stormsUrl } from '../../lib/storms/place'
import { STORM_CHECK_PATH } from '../../lib/navigation'
import { DEFAULT_RADIUS, isRadius, RADII, type Radius } from '../../lib/storms/rules'
import { countLine, placeName, stormFields, worthText, type StormTexts } from '../../lib/storms/words'
import { fillPlaceholders, formatDate } from '../../lib/text'
import { FormField } from '../forms/FormField'
import { EstimateButton } from '../forms/EstimateButton'
import { BRAND_SUBMIT } from '../ui/brand-submit'
import { CallLink } from '../ui/CallLink'
import { StormMap } from './StormMap'
import { StormReportList } from './StormReportList'

type Asked = { typed: string; town: string; radius: Radius }
type State =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checking'; label: string }
  | { kind: 'answered'; answer: StormAnswer; param: string }

type Where = { address: string | null; place: string | null }

/** The function's answer; a network failure or an answer that is not the function's reads as the source being down. */
async function askStorms({ address, place }: Where, radius: Radius, signal: AbortSignal): Promise<StormAnswer | null> {
  try {
    // the question's one URL: the CDN's cache entry, and no 308 on the way
    const response = await fetch(stormsUrl({ address, place, radius }), { signal })
    const answer = (await response.json()) as StormAnswer
    return answer && typeof answer === 'object' && 'status' in answer ? answer : null
  } catch (error) {
    if (signal.aborted) throw error
    return null
  }
}

/**
 * The storm check: a place (what the visitor typed, or a town) and a radius, then the reports near it
 * from /api/storms (netlify/functions/storms.mts). The form works without the part's code too: it
 * loads this page with the same query, which the part reads as it wakes.
 */
export function StormCheck({ phone }: { phone: string }) {
  const t = useUi().pages.stormCheck
  const { href } = useLocale()
  const { towns } = useSiteData()
  const [typed, setTyped] = useState('')
  const [town, setTown] = useState('')
  const [radius, setRadius] = useState<Radius>(DEFAULT_RADIUS)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const asking = useRef<AbortController | null>(null)

  const check = (asked: Asked) => {
    const text = asked.typed.trim()
    if (!text && !asked.town) return setState({ kind: 'invalid', message: t.needPlace })
    // a street address goes to the function too, which locates it when the site has a Google key;
    // the ZIP code or town read in it answers without one
    const where: Where = text
      ? { address: namesOnlyAPlace(text, towns) ? null : text, place: placeFromText(text, towns) }
      : { address: null, place: asked.town }
    const param = where.place ?? ''
    const chosen = towns.find((tn) => tn.slug === param)
    // an address is never repeated in the page's own words (a link could hold any text): "your address"
    const label = where.address ? t.addressPlace : chosen ? chosen.name : fillPlaceholders(t.zipPlace, { zip: param })
    setState({ kind: 'checking', label })
    // the address to share or come back to: this page with what was asked
    const query = new URLSearchParams(text ? { address: text } : { town: asked.town })
    query.set('radius', String(asked.radius))
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`)
    asking.current?.abort()
    const controller = new AbortController()
    asking.current = controller
    askStorms(where, asked.radius, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return
        if (answer?.status === 'refused') {
          const message =
            answer.reason === 'unknown-zip'
              ? fillPlaceholders(t.unknownZip, { zip: param })
              : answer.reason === 'address-not-found'
                ? fillPlaceholders(t.unplaced, { typed: text })
                : t.refused
          return setState({ kind: 'invalid', message })
        }
        const fallback: StormAnswer = {
          status: 'unavailable',
          reason: 'failed',
          place: unansweredPlace(where, chosen),
          radiusMiles: asked.radius,
        }
        setState({ kind: 'answered', param, answer: answer ?? fallback })
      },
      () => undefined,
    )
  }

  // A link to this page with a place (a town page's, a shared one, the form sent before the code came) is checked at once.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const asked = { typed: query.get('address') ?? '', town: query.get('town') ?? '', radius: Number(query.get('radius')) }
    const chosen: Asked = {
      typed: asked.typed,
      town: towns.some((tn) => tn.slug === asked.town) ? asked.town : '',
      radius: isRadius(asked.radius) ? asked.radius : DEFAULT_RADIUS,
    }
    if (!chosen.typed && !chosen.town) return
    setTyped(chosen.typed)
    setTown(chosen.town)
    setRadius(chosen.radius)
    check(chosen)
    return () => asking.current?.abort()
    // Read once, as the part wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    check({ typed, town, radius })
  }
  const widen = (next: Radius) => {
    setRadius(next)
    // a radius changed after a check checks again at once
    if (state.kind === 'answered' || state.kind === 'checking') check({ typed, town, radius: next })
  }

  return (
    <Stack gap="10">
      <Box asChild layerStyle="card" p={{ base: '5', md: '8' }}>
        <form action={href(STORM_CHECK_PATH)} method="get" onSubmit={submit} aria-label={t.formLabel} noValidate>
          <Grid templateColumns={{ base: '1fr', md: '1.4fr 1fr' }} gap="5" alignItems="start">
            <FormField label={t.addressLabel} helper={t.addressHelp} error={state.kind === 'invalid' ? state.message : undefined}>
              <Input
                name="address"
                size="lg"
                bg="white"
                autoComplete="postal-code"
                maxLength={200}
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value)
                  if (e.target.value) setTown('')
                }}
              />
            </FormField>
            <FormField label={t.townLabel}>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field
                  name="town"
                  bg="white"
                  value={town}
                  onChange={(e) => {
                    setTown(e.target.value)
                    if (e.target.value) setTyped('')
                  }}
                >
                  <option value="">{t.townChoose}</option>
                  {towns.map((tn) => (
                    <option key={tn.slug} value={tn.slug}>
                      {tn.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Grid>
          <Flex mt="6" gap="5" wrap="wrap" align="end" justify="space-between">
            <Box as="fieldset" border="0" p="0" m="0">
              <Text as="legend" fontWeight="600" color="navy.900" mb="2">
                {t.radiusLegend}
              </Text>
              <Flex gap="2" wrap="wrap">
                {RADII.map((miles) => (
                  <Flex
                    as="label"
                    key={miles}
                    align="center"
                    gap="2"
                    minH="44px"
                    px="4"
                    rounded="full"
                    borderWidth="2px"
                    borderColor="navy.200"
                    cursor="pointer"
                    fontWeight="600"
                    color="navy.900"
                    css={{ '&:has(input:checked)': { borderColor: 'navy.900', background: 'var(--chakra-colors-navy-50)' } }}
                  >
                    <input
                      type="radio"
                      name="radius"
                      value={miles}
                      checked={radius === miles}
                      onChange={() => widen(miles)}
                      style={{ width: 18, height: 18, accentColor: '#0F1E33' }}
                    />
                    {fillPlaceholders(t.radiusOption, { miles: String(miles) })}
                  </Flex>
                ))}
              </Flex>
            </Box>
            <Button {...BRAND_SUBMIT}>{t.submit}</Button>
          </Flex>
        </form>
      </Box>
      <Box aria-live="polite">
        {state.kind === 'checking' && (
          <Text fontWeight="600" color="navy.900">
            {fillPlaceholders(t.checking, { place: state.label })}
          </Text>
        )}
        {state.kind === 'answered' && <Answer answer={state.answer} t={t} phone={phone} onRetry={() => check({ typed, town, radius })} />}
      </Box>
    </Stack>
  )
}

/** The place asked about when the function did not answer (its coordinates unknown): for the words and the office. */
function unansweredPlace({ address, place }: Where, town: { slug: string; name: string } | undefined): AnsweredPlace {
  const common = { param: place ?? '' }
  if (address) return { ...common, kind: 'address', town: null }
  if (town) return { ...common, kind: 'town', slug: town.slug, name: town.name }
  return /^\d{5}$/.test(common.param) ? { ...common, kind: 'zip', zip: common.param } : { ...common, kind: 'point' }
}

type AnswerProps = { answer: StormAnswer; t: StormTexts; phone: string; onRetry: () => void }

function Answer({ answer, t, phone, onRetry }: AnswerProps) {
  const { locale } = useLocale()
  if (answer.status === 'refused') return null
  if (answer.status === 'unavailable') {
    const where = placeName(answer.place, t)
    return (
      <Box
        as="section"
        aria-labelledby="storm-unavailable"
        layerStyle="card"
        p={{ base: '5', md: '8' }}
        borderTopWidth="4px"
        borderTopColor="copper.500"
      >
        <Heading as="h2" id="storm-unavailable" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
          {t.unavailableHeading}
        </Heading>
        <Text mt="3">{fillPlaceholders(t.unavailableText, { phone })}</Text>
        <Flex mt="6" gap="3" wrap="wrap">
          <CallLink phone={phone} tone="onLight" />
          <Button size="lg" rounded="full" variant="ghost" color="navy.900" onClick={onRetry}>
            {t.tryAgain}
          </Button>
          <EstimateButton source={`Storm check (reports unavailable): ${where}`} storm={stormFields(answer.place, null)} />
        </Flex>
      </Box>
    )
  }
  const where = placeName(answer.place, t)
  return (
    <Box as="section" aria-labelledby="storm-results">
      <Heading as="h2" id="storm-results" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
        {fillPlaceholders(t.heading, { place: where })}
      </Heading>
      <Text mt="2" fontSize="lg">
        {countLine(answer, t, locale)}
      </Text>
      <Text mt="4" p="4" bg="navy.50" rounded="md" color="navy.900" fontWeight="600">
        {t.notProof}
      </Text>
      {answer.inspection && (
        <Box mt="6" p={{ base: '5', md: '6' }} rounded="card" bg="copper.50" borderWidth="2px" borderColor="copper.500">
          <Heading as="h3" fontSize={{ base: 'lg', md: 'xl' }} color="navy.900">
            {t.worthHeading}
          </Heading>
          <Text mt="2">{worthText(answer.inspection, t, locale)}</Text>
          <Box mt="4">
            <EstimateButton
              source={`Storm check: ${where}`}
              storm={stormFields(answer.place, answer.inspection)}
              title={t.worthDialogTitle}
              label={t.worthButton}
            />
          </Box>
        </Box>
      )}
      <Grid mt="8" templateColumns={{ base: '1fr', lg: answer.reports.length ? '1fr 1.2fr' : '1fr' }} gap="8" alignItems="start">
        <StormMap answer={answer} t={t} />
        <StormReportList answer={answer} t={t} locale={locale} />
      </Grid>
      <Text mt="6" fontSize="sm" color="slate">
        {t.source}{' '}
        {answer.source.latestReport
          ? fillPlaceholders(t.latest, {
              date: formatDate(answer.source.latestReport, locale),
              checked: formatDate(answer.source.checkedOn, locale),
            })
          : fillPlaceholders(t.latestNone, { checked: formatDate(answer.source.checkedOn, locale) })}
      </Text>
    </Box>
  )
}
