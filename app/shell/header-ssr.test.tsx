// The header's back-office link, from the root loader's data to the markup: admins get the
// dashboard, a member whose permission profile grants sessions gets the sessions desk (the
// dashboard would send them away), a plain member and a visitor get no link at all.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_MODULES, users } from "#db/schema";
import { type RootData, loader as rootLoader } from "~/root";
import { loader as dashboardLoader } from "~/routes/admin/index";
import { loader as adminLayoutLoader } from "~/routes/admin/layout";
import { db } from "~/server/db.server";
import { Header } from "~/shell/header";
import en from "../../locales/en.json";
import { useTestDatabase } from "../../tests/db";
import { createUser, createUserProfile, makeRequest, seedReferenceData, sessionCookie } from "../../tests/factories";
import { callRoute } from "../../tests/route";
import { renderInRouter, testI18n } from "../../tests/ssr";

const i18n = testI18n(en);

/** The root loader's data for `cookie`'s viewer, and the header drawn from it. */
async function headerFor(cookie?: string) {
  const answer = await callRoute<RootData>(rootLoader, makeRequest("/formations", { cookie }));
  if (!answer.data) throw new Error(`root loader answered ${answer.status}`);
  return { root: answer.data, html: renderInRouter(i18n, <Header root={answer.data} />) };
}

/** The hrefs of the header's links named like the back-office one. */
const backOfficeLinks = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter(([, , label]) => label === en.nav.admin)
    .map(([, href]) => href);

describe("the header's back-office link", () => {
  useTestDatabase();
  const cookies: Record<"admin" | "desk" | "member", string> = { admin: "", desk: "", member: "" };

  beforeAll(async () => {
    await seedReferenceData();
    cookies.admin = await sessionCookie(await createUser({ role: "admin" }));
    cookies.member = await sessionCookie(await createUser({ role: "member" }));
    // A member whose profile lets them run sessions, as /admin/roles gives it.
    const profile = await createUserProfile({
      name: "Sessions desk",
      permissions: PERMISSION_MODULES.map((module) => ({
        module,
        can_view: module === "sessions",
        can_create: module === "sessions",
        can_edit: module === "sessions",
        can_delete: false,
      })),
    });
    const desk = await createUser({ role: "member" });
    await db().update(users).set({ profile_id: profile.id }).where(eq(users.id, desk.id));
    cookies.desk = await sessionCookie(desk);
  });

  it("leads an admin to the dashboard", async () => {
    const { root, html } = await headerFor(cookies.admin);
    expect(root.backOffice).toBe("/admin");
    expect(backOfficeLinks(html)).toEqual(["/admin"]);
  });

  it("leads a member given a sessions profile to the sessions desk, a screen the back office opens for them", async () => {
    const { root, html } = await headerFor(cookies.desk);
    expect(root.backOffice).toBe("/admin/sessions");
    expect(backOfficeLinks(html)).toEqual(["/admin/sessions"]);
    // The back office lets them in; its dashboard, which is for admins, would not.
    const layout = await callRoute(adminLayoutLoader, makeRequest("/admin/sessions", { cookie: cookies.desk }));
    expect(layout.status).toBe(200);
    const dashboard = await callRoute(dashboardLoader, makeRequest("/admin", { cookie: cookies.desk }));
    expect({ status: dashboard.status, location: dashboard.location }).toEqual({ status: 302, location: "/" });
  });

  it("shows a plain member and a visitor no back-office link", async () => {
    for (const cookie of [cookies.member, undefined]) {
      const { root, html } = await headerFor(cookie);
      expect(root.backOffice).toBeNull();
      expect(backOfficeLinks(html)).toEqual([]);
      expect(html).not.toContain('href="/admin');
    }
  });
});
