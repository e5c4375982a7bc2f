import { Button } from '@chakra-ui/react'

/**
 * A job's "Apply Now" button: HTML that opens the job's application dialog (`ApplicationDialog`, an
 * island placed beside it) before any script; the dialog's form wakes as it opens and takes focus.
 */
export function ApplyButton({ dialog, label }: { dialog: string; label: string }) {
  return (
    <Button asChild colorPalette="brand" size="lg" rounded="full" fontWeight="700">
      <button type="button" commandfor={dialog} command="show-modal" aria-haspopup="dialog">
        {label}
      </button>
    </Button>
  )
}
