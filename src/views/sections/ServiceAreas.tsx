import { Box, SimpleGrid } from '@chakra-ui/react'
import { TileLink } from '../../components/ui/TileLink'
import { Icon } from '../../components/ui/Icon'
import { townPath } from '../../lib/navigation'
import type { MapTown } from '../../components/media/TownMap'
import { Section } from '../../components/ui/Section'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { AreaMap } from './AreaMap'

type ServiceAreasProps = {
  towns: ReadonlyArray<MapTown>
  map: { center: { lat: number; lng: number }; zoom: number }
  intro?: string | null
  /** 'Proudly Serving the Triangle' unless given */
  title?: string
}

/** The twelve towns served, each linking to its landing page, and the map of the area (500 px high). */
export function ServiceAreas({ towns, map, intro, title }: ServiceAreasProps) {
  const words = useUi().sections.serviceAreas
  const { href } = useLocale()
  return (
    <Section id="service-areas" eyebrow={words.eyebrow} title={title ?? words.title} intro={intro}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="3" css={{ '& svg': { color: 'copper.700' } }}>
        {towns.map((town) => (
          <li key={town.slug}>
            <TileLink to={href(townPath(town.slug))} layout="row" tone="cream">
              <Icon name="map-pin" size={18} />
              {town.name}
            </TileLink>
          </li>
        ))}
      </SimpleGrid>
      <Box mt="10">
        <AreaMap towns={towns} center={map.center} zoom={map.zoom} height={500} label={words.mapLabel} />
      </Box>
    </Section>
  )
}
