import { graphql, useStaticQuery } from 'gatsby'
import type { StormAlertWords } from '../lib/storms/words'
import { useSiteData } from './use-site-data'

/** Storm mode's storm: the town nearest the report it leads with (slug and name) and the towns hit, nearest first. */
export type StormAlert = StormAlertWords & { town: string; townName: string; towns: ReadonlyArray<string> }

/** Storm mode's storm, read from the build (gatsby-node's sourceNodes), or null: the one way a component asks whether the site is in storm mode. */
export function useStormAlert(): StormAlert | null {
  const data = useStaticQuery<Queries.StormAlertQuery>(graphql`
    query StormAlert {
      stormAlert {
        date
        kind
        hailInches
        windMph
        tornado
        rating
        town
        towns
      }
    }
  `)
  const { towns } = useSiteData()
  const storm = data.stormAlert
  if (!storm) return null
  const townName = towns.find((t) => t.slug === storm.town)?.name ?? storm.town
  const kind = storm.kind === 'hail' || storm.kind === 'wind' || storm.kind === 'tornado' ? storm.kind : null
  return (
    kind && { ...storm, kind, townName, hailInches: storm.hailInches ?? null, windMph: storm.windMph ?? null, rating: storm.rating ?? null }
  )
}
