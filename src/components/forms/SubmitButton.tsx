import { Box, Button, Text, type ButtonProps } from '@chakra-ui/react'
import { useSiteData } from '../../hooks/use-site-data'
import { deliveryFailure } from '../../lib/forms/messages'
import { telHref } from '../../lib/phone'
import { ButtonLink } from '../ui/ButtonLink'

type SubmitButtonProps = {
  busy: boolean
  /** the last try did not reach the form service */
  failed?: boolean
} & Omit<ButtonProps, 'type' | 'loading'>

/**
 * Shows progress while sending and cannot be pressed again until the answer comes back. When sending
 * failed, says so right above it, with the phone: inside the form the visitor is using, where a
 * toast would cover a dialog's own controls.
 */
export function SubmitButton({ busy, failed = false, children, ...rest }: SubmitButtonProps) {
  return (
    <>
      <Box role="alert">{failed && !busy && <DeliveryFailure />}</Box>
      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        rounded="full"
        fontWeight="700"
        width="full"
        loading={busy}
        loadingText="Sending..."
        {...rest}
      >
        {children}
      </Button>
    </>
  )
}

function DeliveryFailure() {
  const { site } = useSiteData()
  const message = deliveryFailure(site.phone)
  return (
    <Box p="4" rounded="md" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.900">
      <Text fontWeight="700">{message.title}</Text>
      <Text fontSize="sm" mt="1">
        {message.description}
      </Text>
      <ButtonLink to={telHref(site.phone)} size="md" mt="3" colorPalette="red">
        Call {site.phone}
      </ButtonLink>
    </Box>
  )
}
