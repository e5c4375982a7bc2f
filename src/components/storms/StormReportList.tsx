import { Box, Flex, Text } from '@chakra-ui/react'
import type { StormAnswer } from '../../lib/storms/answer'
import type { Locale } from '../../lib/i18n/locales'
import { formatDate } from '../../lib/text'
import { reportDetail, reportDistance, type StormTexts } from '../../lib/storms/words'
import { MarkIcon } from './StormMap'

type Ok = Extract<StormAnswer, { status: 'ok' }>

/** Every report, newest first: what, how strong, when, how far and which way. The map's accessible view. */
export function StormReportList({ answer, t, locale }: { answer: Ok; t: StormTexts; locale: Locale }) {
  if (answer.reports.length === 0) return null
  return (
    <Box as="ol" listStyleType="none" aria-label={t.listLabel} display="grid" gap="2">
      {answer.reports.map((report, index) => (
        <Flex
          as="li"
          // the list's order never changes once answered: its place is its key
          key={index}
          gap="3"
          align="baseline"
          p="3"
          bg="white"
          rounded="md"
          borderWidth="1px"
          borderColor="navy.100"
        >
          <Box flexShrink={0} alignSelf="center">
            <MarkIcon kind={report.kind} />
          </Box>
          <Box flex="1">
            <Text fontWeight="700" color="navy.900">
              {t.kinds[report.kind]}: {reportDetail(report, t, locale)}
            </Text>
            <Text fontSize="sm" color="slate">
              <time dateTime={report.date}>{formatDate(report.date, locale)}</time> · {reportDistance(report, t)}
            </Text>
          </Box>
        </Flex>
      ))}
    </Box>
  )
}
