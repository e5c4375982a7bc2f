// Every icon the site draws, by name: the components ask for one by name (<Icon>), content files name
// theirs from CONTENT_ICONS (the content check refuses any other), and the build draws each once into
// the sprite the pages point at (src/components/ui/icon-drawings.ts, plugins/icons).
/** The icons a service or a service card may name. */
export const SERVICE_ICONS = ['wrench', 'home', 'building', 'house-roof', 'storm', 'clipboard', 'layers', 'droplet'] as const

export const CONTENT_ICONS = [
  ...SERVICE_ICONS,
  'clock',
  'shield',
  'hammer',
  'search',
  'users',
  'award',
  'map-pin',
  'hard-hat',
  'heart',
] as const

export const ICON_NAMES = [
  ...CONTENT_ICONS,
  'arrow-right',
  'calendar',
  'check',
  'check-circle',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'close',
  'hail',
  'languages',
  'mail',
  'menu',
  'pause',
  'phone',
  'play',
  'quote',
  'star',
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
] as const

export type IconName = (typeof ICON_NAMES)[number]
export type ContentIconName = (typeof CONTENT_ICONS)[number]
