import GoogleMapReact from 'google-map-react'
import type { MapTown } from './TownMap'

type GoogleMapViewProps = {
  apiKey: string
  center: { lat: number; lng: number }
  zoom: number
  towns: ReadonlyArray<MapTown>
}

// Grayscale, as the spec asks, so the copper markers carry the eye.
const grayscale = [{ stylers: [{ saturation: -100 }, { lightness: 5 }] }]

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

/** The interactive map (google-map-react). Loaded only with a key, and only once it is in view. */
export default function GoogleMapView({ apiKey, center, zoom, towns }: GoogleMapViewProps) {
  return (
    <GoogleMapReact
      bootstrapURLKeys={{ key: apiKey }}
      defaultCenter={center}
      defaultZoom={zoom}
      options={{ styles: grayscale, fullscreenControl: false }}
    >
      {towns.map((t) => (
        <Marker key={t.slug} name={t.name} lat={t.lat} lng={t.lng} />
      ))}
    </GoogleMapReact>
  )
}
