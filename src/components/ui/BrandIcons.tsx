import { Icon } from './Icon'
import type { IconName } from '../../lib/icons'

type BrandIconProps = { name: string; size?: number }

// A social network's mark, by the name a content file gives the network; none for a network without one.
const marks: Record<string, IconName> = { Facebook: 'facebook', Instagram: 'instagram', YouTube: 'youtube', TikTok: 'tiktok' }

export function BrandIcon({ name, size = 20 }: BrandIconProps) {
  const mark = marks[name]
  return mark ? <Icon name={mark} size={size} /> : null
}
