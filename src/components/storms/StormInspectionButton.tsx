import { useUi } from '../../hooks/use-ui'
import { stormModeFields, type StormAlertWords } from '../../lib/storms/words'
import { EstimateButton } from '../forms/EstimateButton'

type StormInspectionButtonProps = {
  storm: StormAlertWords
  /** the town the inspection is for (the banner's, or the town page's) */
  town: string
  /** where the request came from, for the office */
  source: string
}

/**
 * Storm mode's "Free storm inspection": the one quote dialog, its hidden fields carrying the storm
 * (src/lib/storms/words.ts). Its button opens the dialog from the HTML, before any script.
 */
export function StormInspectionButton({ storm, town, source }: StormInspectionButtonProps) {
  const t = useUi().layout.stormBanner
  return <EstimateButton source={source} label={t.button} title={t.dialogTitle} storm={stormModeFields(storm, town)} />
}
