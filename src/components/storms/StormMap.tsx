import { Box, Flex, Text } from '@chakra-ui/react'
import type { StormAnswer } from '../../lib/storms/answer'
import { offsetOnMap } from '../../lib/storms/geo'
import { RADII } from '../../lib/storms/rules'
import type { ReportKind } from '../../lib/storms/reports'
import { fillPlaceholders } from '../../lib/text'
import { placeName, type StormTexts } from '../../lib/storms/words'

type Ok = Extract<StormAnswer, { status: 'ok' }>

const SIZE = 320
const CENTRE = SIZE / 2
/** the radius chosen, in drawn units */
const REACH = 140

/** Each kind of report's mark: its colour (3:1 or more on white) and shape, on the map, the legend and the list. */
export const MARKS: Record<ReportKind, { colour: string; shape: 'circle' | 'diamond' | 'triangle' }> = {
  hail: { colour: '#C2571A', shape: 'circle' },
  wind: { colour: '#22395C', shape: 'diamond' },
  tornado: { colour: '#B42318', shape: 'triangle' },
}

function Mark({ kind, x, y, size }: { kind: ReportKind; x: number; y: number; size: number }) {
  const { colour, shape } = MARKS[kind]
  const common = { fill: colour, stroke: 'white', strokeWidth: 1.5 }
  if (shape === 'circle') return <circle cx={x} cy={y} r={size} {...common} />
  if (shape === 'diamond')
    return (
      <rect x={x - size * 0.8} y={y - size * 0.8} width={size * 1.6} height={size * 1.6} transform={`rotate(45 ${x} ${y})`} {...common} />
    )
  return <polygon points={`${x},${y - size * 1.2} ${x + size * 1.1},${y + size * 0.8} ${x - size * 1.1},${y + size * 0.8}`} {...common} />
}

/** A report's mark alone, for the legend and the list (hidden from assistive technology: the words say it). */
export function MarkIcon({ kind }: { kind: ReportKind }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <Mark kind={kind} x={9} y={9} size={6} />
    </svg>
  )
}

/**
 * The place and the reports around it, drawn (no map tiles, nothing from another host): rings at 3,
 * 5 and 10 miles up to the radius chosen, north up. A picture with a summary for assistive
 * technology; the list beside it is the accessible view of each report.
 */
export function StormMap({ answer, t }: { answer: Ok; t: StormTexts }) {
  const scale = REACH / answer.radiusMiles
  const place = placeName(answer.place, t)
  const kinds = (['hail', 'wind', 'tornado'] as const).filter((kind) => answer.reports.some((r) => r.kind === kind))
  return (
    <Box>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width="100%"
        style={{ maxWidth: 420, margin: '0 auto', display: 'block', background: '#EEF2F8', borderRadius: 14 }}
        role="img"
        aria-label={fillPlaceholders(t.mapLabel, { place, count: String(answer.reports.length), miles: String(answer.radiusMiles) })}
      >
        {RADII.filter((r) => r <= answer.radiusMiles).map((r) => (
          <circle
            key={r}
            cx={CENTRE}
            cy={CENTRE}
            r={r * scale}
            fill="none"
            stroke="#7A93B6"
            strokeWidth={r === answer.radiusMiles ? 2 : 1}
            strokeDasharray={r === answer.radiusMiles ? undefined : '4 4'}
          />
        ))}
        <text x={CENTRE + 4} y={CENTRE - REACH - 4} fontSize="12" fill="#22395C" fontWeight="600">
          {fillPlaceholders(t.mapScale, { miles: String(answer.radiusMiles) })}
        </text>
        <g transform="translate(22 30)">
          <polygon points="0,-14 6,2 0,-2 -6,2" fill="#22395C" />
          <text x="0" y="16" fontSize="12" fill="#22395C" fontWeight="700" textAnchor="middle">
            {t.mapNorth}
          </text>
        </g>
        {/* the place first: a report drawn over its name stays seen */}
        <circle cx={CENTRE} cy={CENTRE} r="7" fill="#0F1E33" stroke="white" strokeWidth="3" />
        <text
          x={CENTRE}
          y={CENTRE + 24}
          fontSize="13"
          fill="#0F1E33"
          fontWeight="700"
          textAnchor="middle"
          stroke="white"
          strokeWidth="3"
          paintOrder="stroke"
        >
          {place}
        </text>
        {/* the list's order never changes once answered: its place is its key */}
        {answer.reports
          .map((report, index) => ({ report, index }))
          .reverse()
          .map(({ report, index }) => {
            const { east, north } = offsetOnMap(report)
            return <Mark key={index} kind={report.kind} x={CENTRE + east * scale} y={CENTRE - north * scale} size={6} />
          })}
      </svg>
      {kinds.length > 0 && (
        <Flex as="ul" listStyleType="none" gap="4" justify="center" mt="3" fontSize="sm" color="ink" aria-hidden="true">
          {kinds.map((kind) => (
            <Flex as="li" key={kind} align="center" gap="1.5">
              <MarkIcon kind={kind} />
              <Text as="span">{t.kinds[kind]}</Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Box>
  )
}
