import { Button, type ButtonProps } from '@chakra-ui/react'

type SubmitButtonProps = { busy: boolean } & Omit<ButtonProps, 'type' | 'loading'>

/** Shows progress while sending and cannot be pressed again until the answer comes back. */
export function SubmitButton({ busy, children, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" rounded="full" fontWeight="700" width="full" loading={busy} loadingText="Sending..." {...rest}>
      {children}
    </Button>
  )
}
