/** Spec §3: a project card shows at most four thumbnails; a '+N more' tile counts the rest. */
export const MAX_THUMBNAILS = 4

/** How many of a project's thumbnails its card leaves to the '+N more' tile. */
export const moreThumbnails = (count: number) => Math.max(count - MAX_THUMBNAILS, 0)
