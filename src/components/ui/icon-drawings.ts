// The drawing behind each icon name. Only the build reads this file (src/lib/build/icon-sprite.ts): the
// browser gets the drawings once, as a cached sprite, and no icon code.
import {
  ArrowRight,
  Award,
  Building2,
  CalendarDays,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ClipboardCheck,
  Clock,
  CloudHail,
  CloudLightning,
  Droplets,
  Hammer,
  HardHat,
  Heart,
  House,
  Languages,
  Layers,
  Mail,
  MapPin,
  Menu,
  Pause,
  Phone,
  Play,
  Quote,
  Search,
  ShieldCheck,
  Star,
  Users,
  Warehouse,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '../../lib/icons'

/** A social network's mark: one path, filled (lucide no longer ships brand marks). */
export type BrandMark = { filled: string }

export const drawings: Record<IconName, LucideIcon | BrandMark> = {
  wrench: Wrench,
  home: House,
  building: Building2,
  'house-roof': Warehouse,
  storm: CloudLightning,
  clipboard: ClipboardCheck,
  layers: Layers,
  droplet: Droplets,
  clock: Clock,
  shield: ShieldCheck,
  hammer: Hammer,
  search: Search,
  users: Users,
  award: Award,
  'map-pin': MapPin,
  'hard-hat': HardHat,
  heart: Heart,
  'arrow-right': ArrowRight,
  calendar: CalendarDays,
  check: Check,
  'check-circle': CheckCircle2,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  close: X,
  hail: CloudHail,
  languages: Languages,
  mail: Mail,
  menu: Menu,
  pause: Pause,
  phone: Phone,
  play: Play,
  quote: Quote,
  star: Star,
  facebook: {
    filled:
      'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2C16.7 2.1 15.6 2 14.4 2 11.9 2 10.2 3.5 10.2 6.3v2.2H7.5v3.7h2.7V22H14v-9.8h2.8l.4-3.7H14z',
  },
  instagram: {
    filled:
      'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 7.9c0-1.6-.4-3-1.6-4.2S17.7 2.1 16.1 2c-1.6-.1-6.6-.1-8.2 0-1.6.1-3 .4-4.2 1.6S2.1 6.3 2 7.9c-.1 1.6-.1 6.6 0 8.2.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.6.1 8.2 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.6 0-8.2zm-2.1 10a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.9.4s-4.6.1-5.9-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.9s-.1-4.6.4-5.9A3.2 3.2 0 0 1 6.1 4.3c1.3-.5 4.3-.4 5.9-.4s4.6-.1 5.9.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.9s.1 4.6-.3 5.9z',
  },
  youtube: {
    filled:
      'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15V9l5.8 3-5.8 3z',
  },
  tiktok: {
    filled:
      'M16.6 2h-3.3v13.4a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .8.1V9.2a6.3 6.3 0 1 0 5.4 6.2V8.6a7.9 7.9 0 0 0 4.4 1.4V6.7a4.6 4.6 0 0 1-4.4-4.7z',
  },
}
