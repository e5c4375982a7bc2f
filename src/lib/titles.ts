/** Spec §2: a service page's title is the service name, 'Services in North Carolina', then the brand. */
export const serviceTitle = (service: string, brand: string) => `${service} Services in North Carolina | ${brand}`

/** Spec §2: a town page's heading (and its title and social card, before the brand). */
export const townHeading = (town: string) => `Roofing Contractor in ${town}, NC`
