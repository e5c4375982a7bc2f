import { mapsKeyGiven, type ServiceMapProps } from '../../components/media/ServiceMap'
import { TownMap } from '../../components/media/TownMap'
import { Islands } from '../../islands'

/**
 * The map of the area served: with a Maps key, the island that swaps in Google's map as it comes
 * near; without one, the drawn map alone, plain HTML with nothing to wake.
 */
export function AreaMap(props: ServiceMapProps) {
  if (mapsKeyGiven) return <Islands.ServiceMap {...props} />
  return <TownMap towns={props.towns} height={props.height} label={props.label} />
}
