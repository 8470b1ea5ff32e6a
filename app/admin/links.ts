// The back office's sidebar: the spec's 19 screens (back-office.md "Admin sidebar links and
// routes"), grouped, plus the dashboard, the audit log, the operations desk and the
// certifications (issue 24). routes.ts serves each link with its route module, so a screen is
// added here and nowhere else.
import type { PERMISSION_MODULES } from "#db/schema";

type PermissionModule = (typeof PERMISSION_MODULES)[number];

export type AdminLink = {
  to: string;
  /** admin.links.<key> */
  key: string;
  /** The route module serving it (the dashboard is the admin layout's index route). */
  file?: string;
  /**
   * The permission matrix's module whose writers may open it besides admins (requireEditorOf);
   * without one, the screen is for admins alone.
   */
  module?: PermissionModule;
  /** A count the layout shows beside the link (see routes/admin/layout.tsx). */
  badge?: "unread_messages" | "pending_testimonials" | "failed_emails";
};

/** A sidebar screen: its route module is known. */
export type AdminScreenLink = AdminLink & { file: string };

export type AdminLinkGroup = {
  key: "operations" | "quality" | "compliance" | "site" | "content" | "catalogue" | "people" | "communication";
  links: AdminScreenLink[];
};

/** The back office's home: the whole dashboard for admins; for staff, the cards of their modules. */
export const ADMIN_DASHBOARD: AdminLink = { to: "/admin", key: "dashboard" };

/**
 * The modules with a card on the dashboard: attendance (drop-out alerts, pending justifications),
 * surveys (the incidents to handle) and accessibility (the requests to contact). Staff who may
 * write in one of them see the dashboard with those cards alone, and its link; nobody sees a card
 * of a module that is not theirs.
 */
export const DASHBOARD_MODULES = [
  "attendance",
  "surveys",
  "accessibility",
] as const satisfies readonly PermissionModule[];

/** Whether someone who may write in `modules` (null: an admin) has a dashboard. */
export function hasDashboard(modules: readonly string[] | null): boolean {
  return modules === null || DASHBOARD_MODULES.some((module) => modules.includes(module));
}

export const ADMIN_LINK_GROUPS: AdminLinkGroup[] = [
  {
    // The daily work (issue 23): sessions and their registrations.
    key: "operations",
    links: [
      { to: "/admin/sessions", key: "sessions", file: "routes/admin/sessions.tsx", module: "sessions" },
      { to: "/admin/registrations", key: "registrations", file: "routes/admin/registrations.tsx", module: "sessions" },
      {
        to: "/admin/attendance/justifications",
        key: "justifications",
        file: "routes/admin/attendance-justifications.tsx",
        module: "attendance",
      },
      {
        to: "/admin/attendance/compliance",
        key: "compliance",
        file: "routes/admin/attendance-compliance.tsx",
        module: "attendance",
      },
    ],
  },
  {
    // What participants think and what is done about it (delivery.md §6, issue 29): the surveys
    // and their answers, complaints and the improvement log.
    key: "quality",
    links: [
      { to: "/admin/surveys", key: "surveys", file: "routes/admin/surveys.tsx", module: "surveys" },
      { to: "/admin/incidents", key: "incidents", file: "routes/admin/incidents.tsx", module: "surveys" },
      { to: "/admin/improvements", key: "improvements", file: "routes/admin/improvements.tsx", module: "surveys" },
    ],
  },
  {
    // What the regulations ask to prove (delivery.md §7–8, issue 30): the accessibility
    // referent's private cases (their module alone), the annual activity report (its categories
    // are reached from it).
    key: "compliance",
    links: [
      {
        to: "/admin/compliance/accessibility",
        key: "accessibility",
        file: "routes/admin/compliance-accessibility.tsx",
        module: "accessibility",
      },
      { to: "/admin/compliance/bpf", key: "bpf", file: "routes/admin/compliance-bpf.tsx", module: "compliance" },
    ],
  },
  {
    key: "site",
    links: [
      { to: "/admin/settings/general", key: "general", file: "routes/admin/settings-general.tsx" },
      { to: "/admin/settings/advanced", key: "advanced", file: "routes/admin/settings-advanced.tsx" },
      { to: "/admin/settings/organisation", key: "organisation", file: "routes/admin/settings-organisation.tsx" },
      { to: "/admin/seo", key: "seo", file: "routes/admin/seo.tsx" },
      { to: "/admin/stats", key: "stats", file: "routes/admin/stats.tsx" },
      { to: "/admin/translations", key: "translations", file: "routes/admin/translations.tsx" },
    ],
  },
  {
    key: "content",
    links: [
      { to: "/admin/pages", key: "pages", file: "routes/admin/pages.tsx" },
      { to: "/admin/case-studies", key: "case_studies", file: "routes/admin/case-studies.tsx" },
      { to: "/admin/help", key: "help", file: "routes/admin/help.tsx" },
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
      { to: "/admin/categories", key: "categories", file: "routes/admin/categories.tsx" },
      { to: "/admin/agencies", key: "agencies", file: "routes/admin/agencies.tsx" },
      { to: "/admin/partners", key: "partners", file: "routes/admin/partners.tsx" },
      { to: "/admin/clients", key: "clients", file: "routes/admin/clients.tsx" },
      { to: "/admin/certifications", key: "certifications", file: "routes/admin/certifications.tsx" },
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
      { to: "/admin/messages", key: "messages", file: "routes/admin/messages.tsx", badge: "unread_messages" },
      { to: "/admin/newsletter", key: "newsletter", file: "routes/admin/newsletter.tsx" },
    ],
  },
];

export const ADMIN_LINKS: AdminScreenLink[] = ADMIN_LINK_GROUPS.flatMap((group) => group.links);

/**
 * Where the back office opens for someone who may write in `modules` (null: an admin, whose
 * back office opens on the dashboard): the first sidebar screen of one of those modules, or null
 * when none is theirs. The admin layout lets in exactly those who have one, and the site's header
 * links there, so the link never leads to a screen that would send its reader away.
 */
export function backOfficeHome(modules: readonly string[] | null): string | null {
  if (modules === null) return ADMIN_DASHBOARD.to;
  return ADMIN_LINKS.find((link) => link.module && modules.includes(link.module))?.to ?? null;
}
