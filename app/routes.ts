import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { ADMIN_LINKS } from "./admin/links";
import { FIXED_PAGE_SLUGS } from "./pages/paths";

export default [
  index("routes/public/home.tsx"),
  route("formations", "routes/public/formations.tsx"),
  route("formations/:slug", "routes/public/course.tsx"),
  route("calendrier", "routes/public/calendar.tsx"),
  route("calendrier.ics", "routes/public/calendar-feed.ts"),
  route("sessions/:id/ics", "routes/public/session-ics.ts"),
  route("sessions/:id/register", "routes/member/register-session.tsx"),
  route("api/address-suggestions", "routes/api/address-suggestions.ts"),
  route("services", "routes/public/services.tsx"),
  route("services/:id", "routes/public/service.tsx"),
  route("ressources", "routes/public/resources.tsx"),
  route("ressources/:id", "routes/public/resource.tsx"),
  route("ressources/:id/download", "routes/public/resource-download.ts"),
  route("blog", "routes/public/blog.tsx"),
  route("blog/:slug", "routes/public/blog-post.tsx"),
  route("case-studies", "routes/public/case-studies.tsx"),
  route("testimonials", "routes/public/testimonials.tsx"),
  route("help", "routes/public/help.tsx"),
  route("agencies", "routes/public/agencies.tsx"),
  route("trainers", "routes/public/trainers.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("newsletter/verify", "routes/public/newsletter-verify.tsx"),
  route("sitemap", "routes/public/sitemap.tsx"),
  route("sitemap.xml", "routes/public/sitemap-xml.ts"),
  route("robots.txt", "routes/public/robots-txt.ts"),
  // Fixed content pages share one module; each needs its own route id.
  ...FIXED_PAGE_SLUGS.map((slug) => route(slug, "routes/public/content-page.tsx", { id: `page-${slug}` })),
  route("pages/:slug", "routes/public/content-page.tsx", { id: "page-by-slug" }),
  route("login", "routes/public/login.tsx"),
  route("register", "routes/public/register.tsx"),
  route("forgot-password", "routes/public/forgot-password.tsx"),
  route("reset-password", "routes/public/reset-password.tsx"),
  route("verify-email", "routes/public/verify-email.tsx"),
  route("logout", "routes/public/logout.tsx"),
  route("language", "routes/public/language.tsx"),
  route("newsletter", "routes/public/newsletter.tsx"),
  route("profile", "routes/member/profile.tsx"),
  route("profile/registrations", "routes/member/registrations.tsx"),
  route("profile/export.json", "routes/member/profile-export.ts"),
  route("profile/delete", "routes/member/profile-delete.tsx"),
  route("api/uploads", "routes/api/uploads.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      // A file download (a resource route); the screen is the sidebar's /admin/newsletter.
      route("newsletter/export.csv", "routes/admin/newsletter-export.ts"),
      route("sessions/:id", "routes/admin/session.tsx"),
      route("sessions/:id/roster.csv", "routes/admin/session-roster-csv.ts"),
      route("sessions/:id/attendance.pdf", "routes/admin/session-attendance-pdf.ts"),
      // Every sidebar screen, from its link.
      ...ADMIN_LINKS.map((link) => route(link.to.slice("/admin/".length), link.file)),
    ]),
  ]),
  route("__refused", "routes/public/refused.tsx"),
  // A published page by its slug at the root; anything else is the 404 view.
  route(":slug", "routes/public/content-page.tsx", { id: "page-catch-all" }),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
