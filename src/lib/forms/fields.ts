// The application's fields, declared once: its schema (schemas.ts) validates exactly these. Netlify
// Forms keeps only the fields a form has in the built HTML: the careers page's dialog holds the form.
export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'experience', 'message'] as const
export const APPLICATION_FILES = ['resume'] as const

export type ApplicationField = (typeof APPLICATION_FIELDS)[number] | (typeof APPLICATION_FILES)[number]

/**
 * The quote form's hidden fields about a storm, filled in when it opens from the storm check's
 * "worth a free inspection" or storm mode's "Free storm inspection" (empty otherwise): every quote form has them in the built HTML, so
 * Netlify keeps them whichever page the form was found on.
 */
export const STORM_FIELDS = ['storm_date', 'storm_hail_in', 'storm_wind_mph', 'storm_tornado', 'storm_place'] as const
export type StormFields = Record<(typeof STORM_FIELDS)[number], string>

// What the estimate box measured or chose (with the stories, so the homeowner's confirmation prices
// the roof as the box did), sent with its quote request (src/lib/roof/fields.ts); every
// quote form declares them, so Netlify keeps them.
export const ROOF_FIELDS = ['roof_squares', 'roof_pitch', 'measured', 'imagery_date', 'roof_tier', 'roof_stories'] as const
export type RoofFields = Record<(typeof ROOF_FIELDS)[number], string>
