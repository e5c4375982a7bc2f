import type { PageProps } from 'gatsby'
import { PolicyView } from '../components/sections/PolicyView'

export default function PolicyPage({ data }: PageProps<Queries.PolicyPageQuery>) {
  return <PolicyView data={data} />
}
