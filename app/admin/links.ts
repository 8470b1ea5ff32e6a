// The back office's sidebar: the spec's 19 screens (back-office.md "Admin sidebar links and
// routes"), grouped, plus the dashboard and the audit log. routes.ts serves each link whose
// screen is not built yet with the "coming" screen (routes/admin/coming.tsx), so every link
// answers; a screen replaces that entry when its route module lands.

export type AdminLink = {
  to: string;
  /** admin.links.<key> */
  key: string;
  /** The route module serving it; undefined: the "coming" screen. */
  file?: string;
  /** A count the layout shows beside the link (see routes/admin/layout.tsx). */
  badge?: "unread_messages" | "pending_testimonials" | "failed_emails";
};

export type AdminLinkGroup = { key: "site" | "content" | "catalogue" | "people" | "communication"; links: AdminLink[] };

export const ADMIN_DASHBOARD: AdminLink = { to: "/admin", key: "dashboard" };

export const ADMIN_LINK_GROUPS: AdminLinkGroup[] = [
  {
    key: "site",
    links: [
      { to: "/admin/settings/general", key: "general" },
      { to: "/admin/settings/advanced", key: "advanced" },
      { to: "/admin/seo", key: "seo" },
      { to: "/admin/stats", key: "stats" },
      { to: "/admin/translations", key: "translations" },
    ],
  },
  {
    key: "content",
    links: [
      { to: "/admin/pages", key: "pages" },
      { to: "/admin/case-studies", key: "case_studies" },
      { to: "/admin/help", key: "help" },
      {
        to: "/admin/testimonials",
        key: "testimonials",
        file: "routes/admin/testimonials.tsx",
        badge: "pending_testimonials",
      },
    ],
  },
  {
    key: "catalogue",
    links: [
      { to: "/admin/categories", key: "categories" },
      { to: "/admin/agencies", key: "agencies" },
      { to: "/admin/partners", key: "partners" },
      { to: "/admin/clients", key: "clients" },
    ],
  },
  {
    key: "people",
    links: [
      { to: "/admin/trainers", key: "trainers", file: "routes/admin/trainers.tsx" },
      { to: "/admin/roles", key: "roles", file: "routes/admin/roles.tsx" },
      { to: "/admin/profiles", key: "profiles", file: "routes/admin/profiles.tsx" },
      { to: "/admin/permissions", key: "permissions", file: "routes/admin/permissions.tsx" },
      { to: "/admin/audit", key: "audit", file: "routes/admin/audit.tsx" },
    ],
  },
  {
    key: "communication",
    links: [
      { to: "/admin/messages", key: "messages", badge: "unread_messages" },
      { to: "/admin/newsletter", key: "newsletter" },
    ],
  },
];

export const ADMIN_LINKS: AdminLink[] = ADMIN_LINK_GROUPS.flatMap((group) => group.links);
