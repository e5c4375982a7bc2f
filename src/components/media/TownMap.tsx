import { Box, defineStyle } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { useId } from 'react'
import { projectPlaces } from '../../lib/map'
import { townPath } from '../../lib/navigation'
import { useLocale } from '../../hooks/use-locale'

export type MapTown = { slug: string; name: string; lat: number; lng: number }

type TownMapProps = { towns: ReadonlyArray<MapTown>; height: number; label: string }

const WIDTH = 640

// The drawing's paint in one rule (shared by every map) rather than on each of its ~40 shapes.
const MAP = defineStyle({
  rounded: 'card',
  overflow: 'hidden',
  bg: '#EEF0F2',
  borderWidth: '1px',
  borderColor: 'navy.100',
  position: 'relative',
  '& pattern path': { fill: 'none', stroke: '#DDE1E6', strokeWidth: '1px' },
  '& .roads': { fill: 'none', stroke: '#C9CED6', strokeWidth: '3px', strokeLinecap: 'round' },
  '& circle': { fill: '#1A2D4A', stroke: '#fff', strokeWidth: '3px' },
  '& .hub circle': { fill: '#E8742A' },
  // the labels in the page's own type (the reset's `font: inherit` beat the attributes they had)
  '& text': { fill: '#14202F', stroke: '#EEF0F2', strokeWidth: '4px', paintOrder: 'stroke' },
})

/**
 * A map of the towns served, drawn from their coordinates: no request to any map service, works
 * offline, and every town is a link to its page.
 */
export function TownMap({ towns, height, label }: TownMapProps) {
  const places = projectPlaces(towns, WIDTH, height, 56)
  const hub = places.find((p) => p.slug === 'raleigh') ?? places[0]
  const id = useId()
  const { href } = useLocale()
  const roads = hub
    ? places
        .filter((p) => p !== hub)
        .map((p) => `M${hub.x} ${hub.y}L${p.x} ${p.y}`)
        .join('')
    : ''
  return (
    <Box as="figure" height={`${height}px`} css={MAP}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        height="100%"
        preserveAspectRatio="xMidYMid meet"
        aria-labelledby={`${id}-caption`}
      >
        <defs>
          <pattern id={`${id}-grid`} width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={height} fill={`url(#${id}-grid)`} />
        <path className="roads" d={roads} />
        {places.map((p) => {
          const isHub = p.slug === hub?.slug
          const labelLeft = p.x > WIDTH - 140
          return (
            <Link key={p.slug} to={href(townPath(p.slug))} className={isHub ? 'hub' : undefined}>
              <circle cx={p.x} cy={p.y} r={isHub ? 11 : 7} />
              <text x={labelLeft ? p.x - 14 : p.x + 14} y={p.y + 5} textAnchor={labelLeft ? 'end' : undefined}>
                {p.name}
              </text>
            </Link>
          )
        })}
      </svg>
      <Box
        as="figcaption"
        id={`${id}-caption`}
        position="absolute"
        bottom="2"
        left="3"
        fontSize="xs"
        color="slate"
        bg="rgba(238,240,242,0.9)"
        px="2"
        rounded="sm"
      >
        {label}
      </Box>
    </Box>
  )
}
