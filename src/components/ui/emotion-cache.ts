import createCache from '@emotion/cache'

/**
 * One Emotion cache for the server render and the browser. With it, the server's styles are
 * collected and written into <head> (gatsby-ssr) instead of inline <style> tags in <body>, which
 * are invalid HTML; the browser adopts those tags by this same key on hydration.
 */
export const createEmotionCache = () => createCache({ key: 'css' })
