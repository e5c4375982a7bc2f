/** Spec §2: a service page's title is the service name, 'Services in North Carolina', then the brand. */
export const serviceTitle = (service: string, brand: string) => `${service} Services in North Carolina | ${brand}`
