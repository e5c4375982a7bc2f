import { Box, Button, Flex, Text, type ButtonProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Delivery } from '../../hooks/use-delivered-form'
import { useSiteData } from '../../hooks/use-site-data'
import { deliveryFailure, outboxMessages } from '../../lib/forms/messages'
import { telHref } from '../../lib/phone'
import { ButtonLink } from '../ui/ButtonLink'

type SubmitButtonProps = {
  busy: boolean
  /** how the last send went */
  delivery?: Delivery
} & Omit<ButtonProps, 'type' | 'loading'>

/**
 * Shows progress while sending and cannot be pressed again until the answer comes back. What
 * happened to the last send is said right above it, with the phone: inside the form the visitor is
 * using, where a toast would cover a dialog's own controls.
 */
export function SubmitButton({ busy, delivery, children, ...rest }: SubmitButtonProps) {
  return (
    <>
      <Box role="alert">{delivery && !busy && <DeliveryNotice delivery={delivery} />}</Box>
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

type Tone = 'red' | 'blue' | 'green'

function DeliveryNotice({ delivery }: { delivery: Delivery }) {
  const { site } = useSiteData()
  const { what, failed, outbox, cancelSaved } = delivery
  if (failed) {
    const message = deliveryFailure(site.phone)
    return <Notice tone="red" title={message.title} text={message.description} call={site.phone} />
  }
  if (!outbox) return null
  if (outbox.kind === 'cancelled')
    return <Notice tone="blue" title={outboxMessages.cancelled.title} text={outboxMessages.cancelled.description} />
  if (outbox.kind === 'alreadySent')
    return <Notice tone="green" title={outboxMessages.alreadySent.title} text={outboxMessages.alreadySent.description} />
  const message = outboxMessages.saved(what, site.phone)
  return (
    <Notice
      tone="blue"
      title={message.title}
      text={message.description}
      call={site.phone}
      action={
        <Button type="button" variant="outline" colorPalette="blue" size="md" bg="white" onClick={() => void cancelSaved()}>
          {outboxMessages.cancel}
        </Button>
      }
    >
      {outbox.droppedFile && (
        <Text fontSize="sm" mt="2" fontWeight="600">
          {outboxMessages.fileNotKept(outbox.droppedFile, site.email)}
        </Text>
      )}
    </Notice>
  )
}

type NoticeProps = { tone: Tone; title: string; text: string; call?: string; action?: ReactNode; children?: ReactNode }

/** A boxed message: its title, its text, then the phone and the notice's own action. */
function Notice({ tone, title, text, call, action, children }: NoticeProps) {
  return (
    <Box p="4" mb="1" rounded="md" bg={`${tone}.50`} borderWidth="1px" borderColor={`${tone}.200`} color={`${tone}.900`}>
      <Text fontWeight="700">{title}</Text>
      <Text fontSize="sm" mt="1">
        {text}
      </Text>
      {children}
      {(call || action) && (
        <Flex mt="3" gap="2" wrap="wrap">
          {call && (
            <ButtonLink to={telHref(call)} size="md" colorPalette={tone === 'red' ? 'red' : 'blue'}>
              Call {call}
            </ButtonLink>
          )}
          {action}
        </Flex>
      )}
    </Box>
  )
}
