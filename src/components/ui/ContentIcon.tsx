import { Icon } from './Icon'
import { CONTENT_ICONS, type ContentIconName } from '../../lib/icons'

type ContentIconProps = { name: string; size?: number }

const isContentIcon = (name: string): name is ContentIconName => (CONTENT_ICONS as readonly string[]).includes(name)

/** An icon a content file names by word ("wrench"); the content check allows only CONTENT_ICONS. */
export function ContentIcon({ name, size = 24 }: ContentIconProps) {
  return <Icon name={isContentIcon(name) ? name : 'shield'} size={size} strokeWidth={1.8} />
}
