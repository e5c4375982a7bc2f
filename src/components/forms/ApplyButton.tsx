import { Button } from '@chakra-ui/react'
import { ApplicationDialog } from './ApplicationForm'

/** A job's "Apply Now" button and the application dialog it opens. */
export function ApplyButton({ position, label }: { position: string; label: string }) {
  return (
    <ApplicationDialog
      position={position}
      trigger={
        <Button colorPalette="brand" size="lg" rounded="full" fontWeight="700">
          {label}
        </Button>
      }
    />
  )
}
