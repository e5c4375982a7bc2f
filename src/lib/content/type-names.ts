// Each JSON file in data/ becomes the GraphQL type named here (data/services.json -> Service).
// gatsby-config uses it to name the nodes, and the content check to know which files exist.
export const jsonTypeNames: Record<string, string> = {
  site: 'SiteData',
  services: 'Service',
  'services-overview': 'ServicesOverview',
  towns: 'Town',
  testimonials: 'Testimonial',
  'video-testimonials': 'VideoTestimonial',
  projects: 'Project',
  team: 'TeamMember',
  home: 'HomeContent',
  about: 'AboutContent',
  faq: 'Faq',
  careers: 'Careers',
  'page-meta': 'PageMeta',
  pricing: 'Pricing',
}
