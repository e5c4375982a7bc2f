import { Box, Flex, Input, Text } from '@chakra-ui/react'
import type { ChangeEvent } from 'react'

type FileInputProps = {
  /** none for a control whose files the form's script sends itself (PhotoField) */
  name?: string
  accept: string
  /** more than one file at a time */
  multiple?: boolean
  /** the control's name for a screen reader, where no <label> names it */
  label?: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  /** the chosen file's name, or null */
  fileName: string | null
  /** the button's words and what shows before a file is chosen, in the page's language */
  words: { choose: string; none: string }
}

/**
 * A file field that speaks the page's language: the browser's own control writes its button in the
 * browser's language ("Choose File" on a Spanish page). The real input lies over the drawn one,
 * transparent, so a tap, a click, the keyboard and screen readers all reach the browser's own picker.
 */
export function FileInput({ name, accept, multiple, label, onChange, fileName, words }: FileInputProps) {
  return (
    <Box
      position="relative"
      rounded="l2"
      css={{ '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' } }}
    >
      <Flex aria-hidden align="center" gap="3" p="1.5" bg="white" borderWidth="1px" borderColor="border" rounded="l2" minH="10">
        <Box
          as="span"
          flexShrink={0}
          px="3"
          py="1.5"
          rounded="md"
          bg="navy.50"
          borderWidth="1px"
          borderColor="navy.200"
          color="navy.900"
          fontWeight="600"
          fontSize="sm"
        >
          {words.choose}
        </Box>
        <Text as="span" fontSize="sm" color={fileName ? 'ink' : 'slate'} overflowWrap="anywhere">
          {fileName ?? words.none}
        </Text>
      </Flex>
      <Input
        type="file"
        name={name || undefined}
        accept={accept}
        multiple={multiple}
        aria-label={label}
        onChange={onChange}
        position="absolute"
        inset="0"
        h="full"
        opacity={0}
        cursor="pointer"
      />
    </Box>
  )
}
