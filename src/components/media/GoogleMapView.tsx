import { Loader } from '@googlemaps/js-api-loader'
import GoogleMapReact from 'google-map-react'
import { useCallback, useEffect } from 'react'
import type { MapTown } from './TownMap'

type GoogleMapViewProps = {
  apiKey: string
  center: { lat: number; lng: number }
  zoom: number
  towns: ReadonlyArray<MapTown>
  /** Google refused the key (billing, referrer), or its script did not load in time */
  onFail: () => void
}

/** A script that neither loads nor fails within this time counts as failed: the drawn map takes over. */
const LOAD_TIMEOUT_MS = 10_000

// Grayscale, as the spec asks, so the copper markers carry the eye.
const grayscale = [{ stylers: [{ saturation: -100 }, { lightness: 5 }] }]

type MapsWindow = Window & { gm_authFailure?: () => void }

/** Google's script, loaded by Google's own loader (the one google-map-react uses by default). */
const loadMaps = (apiKey: string) =>
  new Loader({ apiKey }).load().then(() => (window as unknown as { google: { maps: unknown } }).google.maps)

function Marker({ name }: { name: string; lat: number; lng: number }) {
  return (
    <div
      style={{
        transform: 'translate(-50%, -100%)',
        background: '#E8742A',
        color: '#0A1526',
        fontWeight: 700,
        fontSize: 12,
        padding: '2px 8px',
        borderRadius: 999,
        whiteSpace: 'nowrap',
      }}
    >
      {name}
    </div>
  )
}

/**
 * The interactive map (google-map-react). Loaded only with a key, and only once it is in view. A key
 * Google refuses (it calls the page's `gm_authFailure`, and would leave a grey box) or a script that
 * fails or never arrives hands back to the drawn map (`onFail`).
 */
export default function GoogleMapView({ apiKey, center, zoom, towns, onFail }: GoogleMapViewProps) {
  useEffect(() => {
    const page = window as MapsWindow
    const before = page.gm_authFailure
    page.gm_authFailure = () => {
      before?.()
      onFail()
    }
    return () => {
      page.gm_authFailure = before
    }
  }, [onFail])

  // Bounded in time, and a failure handled here: google-map-react's default loader would leave it
  // as an unhandled rejection on the page.
  const loader = useCallback(
    (keys: { key: string }) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Google Maps did not load in time')), LOAD_TIMEOUT_MS)
      })
      return Promise.race([loadMaps(keys.key), late])
        .catch(() => {
          onFail()
          return new Promise<never>(() => {}) // the map never starts; the drawn one shows instead
        })
        .finally(() => clearTimeout(timer))
    },
    [onFail],
  )

  return (
    <GoogleMapReact
      bootstrapURLKeys={{ key: apiKey }}
      googleMapLoader={loader}
      defaultCenter={center}
      defaultZoom={zoom}
      // a road map only: no Street View or satellite imagery, whose hosts the site's policy does not name (security-headers.ts)
      options={{ styles: grayscale, fullscreenControl: false, streetViewControl: false, mapTypeControl: false }}
    >
      {towns.map((t) => (
        <Marker key={t.slug} name={t.name} lat={t.lat} lng={t.lng} />
      ))}
    </GoogleMapReact>
  )
}
