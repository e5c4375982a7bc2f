import {
  Award,
  Building2,
  ClipboardCheck,
  Clock,
  CloudLightning,
  Droplets,
  Hammer,
  HardHat,
  Heart,
  House,
  Layers,
  MapPin,
  Search,
  ShieldCheck,
  Users,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react'

// Content files name icons by word ("wrench"); this maps each word to its drawing.
const icons: Record<string, LucideIcon> = {
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
}

type ContentIconProps = { name: string; size?: number }

export function ContentIcon({ name, size = 24 }: ContentIconProps) {
  const Icon = icons[name] ?? ShieldCheck
  return <Icon size={size} aria-hidden strokeWidth={1.8} />
}
