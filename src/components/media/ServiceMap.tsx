import { Box } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useInView } from '../../hooks/use-in-view'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { TownMap, type MapTown } from './TownMap'

const GoogleMapView = lazy(() => import('./GoogleMapView'))

// Set at build time (Netlify environment variable). Without it no request ever goes to Google.
const MAPS_KEY = process.env.GATSBY_GOOGLE_MAPS_API_KEY ?? ''

/** Whether the build has a Maps key: without one the drawn map is all there is, and needs no island. */
export const mapsKeyGiven = MAPS_KEY !== ''

export type ServiceMapProps = {
  towns: ReadonlyArray<MapTown>
  center: { lat: number; lng: number }
  zoom: number
  height: number
  label: string
}

/**
 * The map of the area served: Google's interactive map when a key was given at build time and the
 * map has scrolled into view; otherwise (and until then, and for good if Google refuses the key or
 * its script fails) the drawn map of the towns.
 */
export function ServiceMap({ towns, center, zoom, height, label }: ServiceMapProps) {
  const ref = useRef<HTMLDivElement>(null)
  const inView = useInView(ref, { once: true })
  const [failed, setFailed] = useState(false)
  const onFail = useCallback(() => setFailed(true), [])
  const fallback = <TownMap towns={towns} height={height} label={label} />
  if (!MAPS_KEY || failed) return fallback
  return (
    <Box ref={ref} height={`${height}px`} rounded="card" overflow="hidden" role="region" aria-label={label}>
      {inView ? (
        <ErrorBoundary fallback={fallback}>
          <Suspense fallback={fallback}>
            <GoogleMapView apiKey={MAPS_KEY} center={center} zoom={zoom} towns={towns} onFail={onFail} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        fallback
      )}
    </Box>
  )
}

/** What every map of the service area needs: where to centre it and the towns with their coordinates. */
export const query = graphql`
  fragment ServiceAreaMap on Query {
    siteData(fields: { locale: { eq: $locale } }) {
      map {
        center {
          lat
          lng
        }
        zoom
      }
    }
    allTown(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        slug
        name
        lat
        lng
      }
    }
  }
`
