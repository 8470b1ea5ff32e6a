// Every route's breadcrumb trail (issue 24 §3), on the demo database through the real loaders:
// each page of app/routes.ts (the static ones, one example of each dynamic one, as an admin so
// the back office and the member pages open), in both languages. Each crumb has a translated
// label (not a segment of the address, not an id) and each link answers 200.

import { eq, isNotNull } from "drizzle-orm";
import { matchRoutes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  course_session_registrations,
  course_sessions,
  resources,
  services,
  session_sittings,
  surveys,
  users,
  waitlist_entries,
  waitlist_offers,
} from "#db/schema";
import { seedDatabase } from "#db/seed/seed";
import { createI18n } from "~/i18n/i18n";
import type { Lang } from "~/i18n/messages";
import routes from "~/routes";
import { db } from "~/server/db.server";
import { type BreadcrumbHandle, breadcrumbTrail } from "~/shell/breadcrumb-trail";
import { surveyLinkToken } from "~/surveys/survey-emails.server";
import { offerLinkToken } from "~/waitlist/waitlist-emails.server";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { useTestDatabase } from "../db";
import {
  createBlogPost,
  createCourse,
  createPage,
  createSession,
  makeRequest,
  registrationForm,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type RouteModule = { default?: unknown; loader?: (args: never) => unknown; handle?: BreadcrumbHandle };

const ADMIN = { email: "crumbs-admin@example.com", password: "crumbs-password-1" };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

// Route modules by file, loaded as the server would.
const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}");
async function moduleOf(file: string): Promise<RouteModule> {
  const load = modules[`../../app/${file}`];
  if (!load) throw new Error(`No module ${file}`);
  return load();
}

/** Every route with its full pattern, the layouts' own paths joined in. */
function flatten(entries: RouteEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const own = entry.children ? [] : [{ pattern: pattern.replace(/\/$/, "") || "/", file: entry.file }];
    return [...own, ...flatten(entry.children ?? [], pattern.replace(/\/$/, ""))];
  });
}

const flat = flatten(routes as RouteEntry[]);
let cookie: string;
const examples: Record<string, string> = {};

/** What a GET of `path` answers, through the module its route names (404 for none). */
async function get(path: string) {
  const url = new URL(path, "http://localhost");
  const matches = matchRoutes(
    flat.map(({ pattern, file }) => ({ path: pattern, id: file })),
    url.pathname,
  );
  const match = matches?.[matches.length - 1];
  if (!match) return { status: 404, data: undefined, module: {} as RouteModule };
  const module = await moduleOf(match.route.id);
  if (!module.loader) return { status: 200, data: undefined, module };
  const answer = await callRoute(module.loader, makeRequest(path, { cookie }), {
    params: match.params as Record<string, string>,
  });
  return { ...answer, module };
}

describe("breadcrumbs", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedDatabase({ demo: true, adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    cookie = await sessionCookie(ADMIN);
    const course = await createCourse({ slug: "crumbs-course", title_fr: "Formation fil", title_en: "Crumbs course" });
    const session = await createSession({ course_id: course.id });
    const page = await createPage({ slug: "crumbs-page" });
    const post = await createBlogPost({ slug: "crumbs-post" });
    const [service] = await db().select({ id: services.id }).from(services).limit(1);
    const [resource] = await db().select({ id: resources.id }).from(resources).limit(1);
    const [sitting] = await db().select({ id: session_sittings.id }).from(session_sittings).limit(1);
    // The demo's past sessions are signed and locked: their sheets have a verification code.
    const [signed] = await db()
      .select({ code: course_sessions.attendance_code })
      .from(course_sessions)
      .where(isNotNull(course_sessions.attendance_code))
      .limit(1);
    // A waiting-list offer's page opens with its link's signed token only.
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
    const [entry] = await db()
      .insert(waitlist_entries)
      .values({ session_id: session.id, user_id: admin.id, form: { ...registrationForm() }, status: "offered" })
      .returning({ id: waitlist_entries.id });
    const [offer] = await db()
      .insert(waitlist_offers)
      .values({ entry_id: entry.id, session_id: session.id, kind: "hold", deadline: new Date(Date.now() + 3_600_000) })
      .returning({ id: waitlist_offers.id });
    // A survey's page opens with its link's signed token only.
    const [registration] = await db()
      .insert(course_session_registrations)
      .values({ session_id: session.id, user_id: admin.id, status: "confirmed" })
      .returning({ id: course_session_registrations.id });
    const [survey] = await db()
      .insert(surveys)
      .values({
        registration_id: registration.id,
        session_id: session.id,
        kind: "end_of_training",
        due_at: new Date(),
        closes_at: new Date(Date.now() + 86_400_000),
        invited_at: new Date(),
      })
      .returning({ id: surveys.id });
    // One address per dynamic pattern: a real item of each kind.
    Object.assign(examples, {
      "/formations/:slug": `/formations/${course.slug}`,
      // A file, not a page (no trail): listed so every pattern has its address.
      "/formations/:slug/programme.pdf": `/formations/${course.slug}/programme.pdf`,
      "/sessions/:id/register": `/sessions/${session.id}/register`,
      "/services/:id": `/services/${service.id}`,
      "/ressources/:id": `/ressources/${resource.id}`,
      "/blog/:slug": `/blog/${post.slug}`,
      "/pages/:slug": `/pages/${page.slug}`,
      "/:slug": `/${page.slug}`,
      "/admin/sessions/:id": `/admin/sessions/${session.id}`,
      // Teachers only: the admin walking the routes is sent away (a redirect, not walked).
      "/trainer/sessions/:id": `/trainer/sessions/${session.id}`,
      "/sign/:sittingId": `/sign/${sitting.id}`,
      "/admin/sessions/:id/attendance": `/admin/sessions/${session.id}/attendance`,
      "/admin/sessions/:id/certificates": `/admin/sessions/${session.id}/certificates`,
      "/admin/sessions/:id/communications": `/admin/sessions/${session.id}/communications`,
      "/admin/sessions/:id/waitlist": `/admin/sessions/${session.id}/waitlist`,
      "/verify/:code": `/verify/${signed.code}`,
      "/waitlist/offers/:offerId": `/waitlist/offers/${offer.id}?t=${await offerLinkToken(offer.id)}&a=accept`,
      "/surveys/:surveyId": `/surveys/${survey.id}?t=${await surveyLinkToken(survey.id)}`,
    });
  });

  it("give every page's crumbs a translated label and a link that answers 200, in both languages", async () => {
    const i18n = { fr: createI18n("fr", fr as never), en: createI18n("en", en as never) };
    const problems: string[] = [];
    const checkedLinks = new Map<string, number>();
    let pagesWalked = 0;
    for (const { pattern, file } of flat) {
      if (pattern === "/" || pattern === "/*" || pattern.includes("__refused")) continue;
      const module = await moduleOf(file);
      if (!module.default) continue; // a file, a feed, an endpoint: no page, no trail
      const path = pattern.includes(":") ? examples[pattern] : pattern;
      if (!path) {
        problems.push(`${pattern}: no example address (add one to the test)`);
        continue;
      }
      const page = await get(path);
      if (page.status >= 300 && page.status < 400) continue; // the page shown is another one
      if (page.status !== 200) {
        problems.push(`${path}: answers ${page.status}`);
        continue;
      }
      pagesWalked++;
      const segments = path.split("/").filter(Boolean);
      for (const lang of ["fr", "en"] as Lang[]) {
        const t = i18n[lang].t;
        const trail = breadcrumbTrail({
          pathname: path,
          itemTitle: module.handle?.breadcrumb?.(page.data, lang),
          parentTitles: module.handle?.parents?.(page.data, lang),
          t,
          hasKey: (key) => i18n[lang].exists(key),
        });
        expect(trail.length, path).toBeGreaterThan(0);
        for (const crumb of trail) {
          const raw =
            crumb.label.trim() === "" ||
            UUID.test(crumb.label) ||
            crumb.label.startsWith("breadcrumbs.") ||
            segments.some((segment) => crumb.label === segment || crumb.label === segment.replace(/-/g, " "));
          if (raw) problems.push(`${lang} ${path}: raw crumb "${crumb.label}"`);
          if (crumb.href === null) continue;
          if (!checkedLinks.has(crumb.href)) checkedLinks.set(crumb.href, (await get(crumb.href)).status);
          const status = checkedLinks.get(crumb.href);
          if (status !== 200)
            problems.push(`${path}: crumb "${crumb.label}" links to ${crumb.href}, which answers ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(pagesWalked).toBeGreaterThan(50);
  });

  it("name a session's roster by its course and dates, and /profile/delete by what it does", async () => {
    const i18n = createI18n("en", en as never);
    const roster = await get(examples["/admin/sessions/:id"]);
    const trail = breadcrumbTrail({
      pathname: examples["/admin/sessions/:id"],
      itemTitle: roster.module.handle?.breadcrumb?.(roster.data, "en"),
      t: i18n.t,
      hasKey: (key) => i18n.exists(key),
    });
    expect(trail.map((crumb) => crumb.label)).toEqual([
      "Admin",
      "Sessions",
      expect.stringMatching(/^Crumbs course — /),
    ]);
    expect(trail.map((crumb) => crumb.href)).toEqual(["/admin", "/admin/sessions", null]);

    const deletion = breadcrumbTrail({ pathname: "/profile/delete", t: i18n.t, hasKey: (key) => i18n.exists(key) });
    expect(deletion).toEqual([
      { label: "Profile", href: "/profile" },
      { label: "Delete my account", href: null },
    ]);
    // A page under /pages: no "Pages" crumb, which would lead to no page.
    const page = breadcrumbTrail({ pathname: "/pages/crumbs-page", itemTitle: "Title", t: i18n.t, hasKey: () => true });
    expect(page).toEqual([{ label: "Title", href: null }]);
  });
});
