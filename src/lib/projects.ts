/** Spec §3: a project card shows at most four thumbnails; a '+N more' tile counts the rest. */
export const MAX_THUMBNAILS = 4

export const thumbnailSummary = (count: number) => ({
  shown: Math.min(count, MAX_THUMBNAILS),
  more: Math.max(count - MAX_THUMBNAILS, 0),
})
