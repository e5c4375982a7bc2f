// The URL of the icon sprite the build writes (plugins/icons defines it in every bundle; the tests' jest
// config gives it too), known before any page is rendered so server and browser draw the same <use>.
declare const __ICON_SPRITE__: string
