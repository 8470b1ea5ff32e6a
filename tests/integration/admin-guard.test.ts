// The back office's guard, over every /admin route of app/routes.ts and every action among
// them, for every role: a later screen cannot ship unguarded, because it is in this walk the
// moment its route exists. Visitors go to /login with the spec's message and the way back;
// member, client, teacher, moderator and operator go to / (pages) or get a 403 before their
// request's body is even read (so nothing can be written); admin and super_admin get in. A
// screen whose sidebar link names a module of the permission matrix (the sessions desk) also
// lets in the roles that may write in that module, by the default matrix, and only them.
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role, user_profiles, users } from "#db/schema";
import { DEFAULT_PERMISSIONS } from "#db/seed/base";
import { ADMIN_DASHBOARD, ADMIN_LINKS, DASHBOARD_MODULES } from "~/admin/links";
import type { PermissionModule } from "~/admin/permissions.server";
import routes from "~/routes";
import { db } from "~/server/db.server";
import { readFlashes } from "~/server/flash.server";
import { useTestDatabase } from "../db";
import { createUser, createUserProfile, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

type Entry = { path?: string; index?: boolean; file: string; children?: Entry[] };
type AdminRoute = { pattern: string; file: string };

const APP = path.resolve(import.meta.dirname, "../../app");

function adminRoutes(entries: Entry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = (entry.index || entry.path) && pattern.startsWith("/admin") ? [{ pattern, file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], pattern)];
  });
}

const MADE_UP_ID = "00000000-0000-4000-8000-000000000000";
/** A concrete URL for a pattern (a made-up id for each parameter). */
const urlOf = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, MADE_UP_ID);
/** The route params React Router would pass for `urlOf(pattern)`. */
const paramsOf = (pattern: string) =>
  Object.fromEntries([...pattern.matchAll(/:([a-zA-Z]+)/g)].map(([, name]) => [name, MADE_UP_ID]));

const ALL = adminRoutes(routes as Entry[]);

/** The flash messages a redirect's Set-Cookie carries to the next page, as the root loader reads them. */
async function flashesOf(headers: Headers) {
  const cookie = (headers.get("set-cookie") ?? "").split(";")[0];
  const { flashes } = await readFlashes(new Request("http://localhost/", { headers: { cookie } }));
  return flashes;
}
const STAFF: Role[] = ROLES.filter((role) => role !== "admin" && role !== "super_admin");

/** Pages below a screen's link that a module of their own governs: a session's certificates. */
const OWN_MODULES: { prefix: string; module: PermissionModule }[] = [
  { prefix: "/admin/sessions/:id/certificates", module: "certificates" },
  { prefix: "/admin/sessions/:id/evidence.zip", module: "compliance" },
];

/** The staff roles a route lets in: those whose default matrix row may write in its link's module. */
function staffLetIn(pattern: string): Role[] {
  // A screen's own pages (the desk's rosters and their files) follow its link's module, unless a
  // module of their own governs them; the dashboard lets in the staff of any module with a card
  // there (attendance, surveys), for itself alone.
  const own = OWN_MODULES.find(({ prefix }) => pattern === prefix || pattern.startsWith(`${prefix}/`));
  const link = ADMIN_LINKS.find((entry) => pattern === entry.to || pattern.startsWith(`${entry.to}/`));
  const modules: readonly PermissionModule[] = own
    ? [own.module]
    : pattern === ADMIN_DASHBOARD.to
      ? DASHBOARD_MODULES
      : link?.module
        ? [link.module]
        : [];
  return STAFF.filter((role) =>
    modules.some((module) => {
      const flags = role === "super_admin" ? undefined : DEFAULT_PERMISSIONS[role][module];
      return Boolean(flags?.can_create || flags?.can_edit || flags?.can_delete);
    }),
  );
}

describe("the back-office guard", () => {
  useTestDatabase();

  const cookies = new Map<Role | "visitor", string | undefined>([["visitor", undefined]]);

  beforeAll(async () => {
    await seedReferenceData();
    for (const role of ROLES) cookies.set(role, await sessionCookie(await createUser({ role })));
  });

  type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
  const load = (file: string) => import(/* @vite-ignore */ path.join(APP, file)) as Promise<RouteModule>;

  describe("every /admin route", () => {
    it("lets operators, who run sessions and attendance by default, reach the sessions desk, its rosters, the registrations and the attendance screens, no other", () => {
      expect(
        ALL.filter((route) => staffLetIn(route.pattern).length > 0)
          .map((route) => route.pattern)
          .sort(),
      ).toEqual([
        "/admin",
        "/admin/attendance/compliance",
        "/admin/attendance/justifications",
        "/admin/attendance/justifications/:id/document",
        "/admin/registrations",
        "/admin/registrations/export.xlsx",
        "/admin/sessions",
        "/admin/sessions/:id",
        "/admin/sessions/:id/attendance",
        "/admin/sessions/:id/attendance.pdf",
        "/admin/sessions/:id/attendance/:registrationId.pdf",
        "/admin/sessions/:id/attendance/scans/:scanId",
        "/admin/sessions/:id/communications",
        "/admin/sessions/:id/communications/preview",
        "/admin/sessions/:id/convocation.pdf",
        "/admin/sessions/:id/roster.csv",
        "/admin/sessions/:id/roster.xlsx",
        "/admin/sessions/:id/waitlist",
      ]);
      expect(staffLetIn("/admin/sessions")).toEqual(["operator"]);
    });

    it("lets a member whose permission profile grants sessions run the desk and the calendar editor, nothing else", async () => {
      const profile = await createUserProfile({
        name: "Sessions only",
        permissions: [{ module: "sessions", can_view: true, can_create: true, can_edit: true, can_delete: false }],
      });
      const person = await createUser({ role: "member" });
      await db().update(users).set({ profile_id: profile.id }).where(eq(users.id, person.id));
      const cookie = await sessionCookie(person);
      const reached: string[] = [];
      for (const { pattern, file } of ALL) {
        const { loader } = await load(file);
        if (!loader) continue;
        const answer = await callRoute(loader, makeRequest(urlOf(pattern), { cookie }), { params: paramsOf(pattern) });
        const isIn = answer.status === 200 || (pattern.includes(":") && answer.status === 404);
        if (isIn) reached.push(pattern);
        else {
          expect({ pattern, status: answer.status, location: answer.location }).toEqual({
            pattern,
            status: 302,
            location: "/",
          });
          // Staff refused a screen (requireAdmin) or a module (requireEditorOf) are told why alike.
          expect(await flashesOf(answer.headers), pattern).toEqual([
            { key: "auth.message.admin_required", tone: "error" },
          ]);
        }
      }
      // The attendance sheets are the attendance module's (operators have it by default), not the sessions'.
      expect(reached.sort()).toEqual([
        "/admin/registrations",
        "/admin/registrations/export.xlsx",
        "/admin/sessions",
        "/admin/sessions/:id",
        "/admin/sessions/:id/communications",
        "/admin/sessions/:id/communications/preview",
        "/admin/sessions/:id/convocation.pdf",
        "/admin/sessions/:id/roster.csv",
        "/admin/sessions/:id/roster.xlsx",
        "/admin/sessions/:id/waitlist",
      ]);
      // The calendar's in-place editor: its action lets them past the guard (a made-up intent is a 400, not a 403).
      const calendar = await load("routes/public/calendar.tsx");
      const write = await callRoute(
        calendar.action as never,
        makeRequest("/calendrier", { form: { intent: "nope" }, cookie }),
      );
      expect(write.status).toBe(400);
      // Without the profile (or with it switched off) the same person is a member again.
      await db().update(user_profiles).set({ is_active: false }).where(eq(user_profiles.id, profile.id));
      const { loader } = await load("routes/admin/sessions.tsx");
      const after = await callRoute(loader as never, makeRequest("/admin/sessions", { cookie }));
      expect({ status: after.status, location: after.location }).toEqual({ status: 302, location: "/" });
    });

    it("lets a member whose permission profile grants surveys reach the quality screens (surveys, incidents, improvements) and the dashboard's incidents, nothing else", async () => {
      const profile = await createUserProfile({
        name: "Surveys only",
        permissions: [{ module: "surveys", can_view: true, can_create: true, can_edit: true, can_delete: true }],
      });
      const person = await createUser({ role: "member" });
      await db().update(users).set({ profile_id: profile.id }).where(eq(users.id, person.id));
      const cookie = await sessionCookie(person);
      const reached: string[] = [];
      for (const { pattern, file } of ALL) {
        const { loader } = await load(file);
        if (!loader) continue;
        const answer = await callRoute(loader, makeRequest(urlOf(pattern), { cookie }), { params: paramsOf(pattern) });
        // The preview without a course goes back to the screen's questions tab.
        if (answer.status === 200 || answer.location?.startsWith("/admin/")) reached.push(pattern);
        else
          expect({ pattern, status: answer.status, location: answer.location }).toMatchObject({
            status: 302,
            location: "/",
          });
      }
      expect(reached.sort()).toEqual([
        "/admin",
        "/admin/improvements",
        "/admin/improvements/export.xlsx",
        "/admin/incidents",
        "/admin/incidents/export.xlsx",
        "/admin/surveys",
        "/admin/surveys/export.xlsx",
        "/admin/surveys/preview",
      ]);
    });

    it("lets a member whose permission profile grants accessibility reach the referent's requests, their procedure PDF and the dashboard's card, nothing else", async () => {
      const profile = await createUserProfile({
        name: "Accessibility referent",
        permissions: [{ module: "accessibility", can_view: true, can_create: true, can_edit: true, can_delete: true }],
      });
      const person = await createUser({ role: "member" });
      await db().update(users).set({ profile_id: profile.id }).where(eq(users.id, person.id));
      const cookie = await sessionCookie(person);
      const reached: string[] = [];
      for (const { pattern, file } of ALL) {
        const { loader } = await load(file);
        if (!loader) continue;
        const answer = await callRoute(loader, makeRequest(urlOf(pattern), { cookie }), { params: paramsOf(pattern) });
        if (answer.status === 200) reached.push(pattern);
        else
          expect({ pattern, status: answer.status, location: answer.location }).toMatchObject({
            status: 302,
            location: "/",
          });
      }
      expect(reached.sort()).toEqual([
        "/admin",
        "/admin/compliance/accessibility",
        "/admin/compliance/accessibility/procedure.pdf",
      ]);
    });

    it("is walked: the spec's 19 screens, the dashboard and the settings door at least", () => {
      const patterns = ALL.map((r) => r.pattern);
      expect(patterns).toContain("/admin");
      expect(patterns).toContain("/admin/roles");
      expect(patterns).toContain("/admin/settings/general");
      expect(patterns.length).toBeGreaterThanOrEqual(21);
    });

    for (const { pattern, file } of ALL) {
      describe(pattern, () => {
        it("sends visitors to /login with the admin message and the way back", async () => {
          const { loader } = await load(file);
          if (!loader) return;
          const answer = await callRoute(loader, makeRequest(`${urlOf(pattern)}?x=1`), { params: paramsOf(pattern) });
          expect(answer.status).toBe(302);
          const location = new URL(answer.location ?? "", "http://localhost");
          expect(location.pathname).toBe("/login");
          expect(location.searchParams.get("message")).toBe("admin_required");
          expect(location.searchParams.get("redirectTo")).toBe(`${urlOf(pattern)}?x=1`);
        });

        it("sends every other role to /, with a toast saying why", async () => {
          const { loader } = await load(file);
          if (!loader) return;
          for (const role of STAFF.filter((staff) => !staffLetIn(pattern).includes(staff))) {
            const answer = await callRoute(loader, makeRequest(urlOf(pattern), { cookie: cookies.get(role) }), {
              params: paramsOf(pattern),
            });
            expect({ role, status: answer.status, location: answer.location }).toEqual({
              role,
              status: 302,
              location: "/",
            });
            expect(await flashesOf(answer.headers), role).toEqual([
              { key: "auth.message.admin_required", tone: "error" },
            ]);
          }
        });

        it("lets admin and super_admin in, and the staff its module names", async () => {
          const { loader } = await load(file);
          if (!loader) return;
          for (const role of ["admin", "super_admin", ...staffLetIn(pattern)] as const) {
            const answer = await callRoute(loader, makeRequest(urlOf(pattern), { cookie: cookies.get(role) }), {
              params: paramsOf(pattern),
            });
            // A page, or a redirect within the back office (the settings door): never out of it. A
            // made-up id names nothing: past the guard, that is a 404.
            const isIn =
              answer.status === 200 ||
              answer.location?.startsWith("/admin/") ||
              (pattern.includes(":") && answer.status === 404);
            expect(isIn, `${role} ${answer.status}`).toBe(true);
          }
        });

        it("refuses writes from visitors (401) and other roles (403) before reading the body", async () => {
          const { action } = await load(file);
          if (!action) return;
          for (const who of ["visitor", ...STAFF.filter((staff) => !staffLetIn(pattern).includes(staff))] as const) {
            const request = makeRequest(urlOf(pattern), {
              form: { intent: "delete", id: "x" },
              cookie: cookies.get(who),
            });
            const answer = await callRoute(action, request, { params: paramsOf(pattern) });
            expect({ who, status: answer.status }).toEqual({ who, status: who === "visitor" ? 401 : 403 });
            expect(request.bodyUsed, `${who} body read`).toBe(false);
          }
        });
      });
    }
  });
});
