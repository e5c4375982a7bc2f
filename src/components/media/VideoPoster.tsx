import { YouTubeFacade } from './YouTubeFacade'

type VideoPosterProps = {
  videoId: string
  title: string
  poster: Queries.VideoPosterImageFragment
}

/** A YouTube video from content data: its local poster first, the player only after a click. */
export function VideoPoster({ videoId, title, poster }: VideoPosterProps) {
  return <YouTubeFacade videoId={videoId} title={title} poster={poster.childImageSharp?.gatsbyImageData} />
}
