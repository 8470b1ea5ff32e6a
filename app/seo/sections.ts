// The site's sections with a fixed address, for both site maps (human and XML).
// Labels are existing breadcrumb keys, so the site map names a section as the
// breadcrumb bar does.

export const SITE_SECTIONS: readonly { path: string; labelKey: string }[] = [
  { path: "/", labelKey: "breadcrumbs.home" },
  { path: "/formations", labelKey: "breadcrumbs.courses" },
  { path: "/calendrier", labelKey: "breadcrumbs.calendar" },
  { path: "/services", labelKey: "breadcrumbs.services" },
  { path: "/ressources", labelKey: "breadcrumbs.resources" },
  { path: "/blog", labelKey: "breadcrumbs.blog" },
  { path: "/case-studies", labelKey: "breadcrumbs.case-studies" },
  { path: "/testimonials", labelKey: "breadcrumbs.testimonials" },
  { path: "/resultats", labelKey: "breadcrumbs.resultats" },
  { path: "/help", labelKey: "breadcrumbs.help" },
  { path: "/agencies", labelKey: "breadcrumbs.agencies" },
  { path: "/trainers", labelKey: "breadcrumbs.trainers" },
  { path: "/contact", labelKey: "breadcrumbs.contact" },
  { path: "/mentions-legales", labelKey: "breadcrumbs.mentions-legales" },
  { path: "/sitemap", labelKey: "breadcrumbs.sitemap" },
];
