// A signed-in person's `?lang=` link is a lasting choice, like the ENG/FRA switch: it is stored
// on the account, so the next page without `?lang=` (a link, a redirect) stays in that language.
// A visitor's choice lives in the cookie alone.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { action as languageAction } from "~/routes/public/language";
import { db } from "~/server/db.server";
import { getViewer } from "~/server/viewer.server";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, sessionCookie } from "../factories";
import { routeArgs, routeContext } from "../route";

const storedLanguage = async (id: string) =>
  (await db().select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe("choosing a language", () => {
  useTestDatabase();

  it("?lang= changes a signed-in person's stored language, and the next page without it keeps it", async () => {
    const member = await createUser({ language: "fr" });
    const cookie = await sessionCookie(member);

    const linked = await routeContext(makeRequest("/ressources?lang=en", { cookie }));
    expect(getViewer(linked).lang).toBe("en");
    expect(await storedLanguage(member.id)).toBe("en");

    const next = await routeContext(makeRequest("/formations", { cookie }));
    expect(getViewer(next).lang).toBe("en");
    const admin = await routeContext(makeRequest("/profile", { cookie }));
    expect(getViewer(admin).user?.language).toBe("en");

    // And back.
    await routeContext(makeRequest("/formations?lang=fr", { cookie }));
    expect(await storedLanguage(member.id)).toBe("fr");
    expect(getViewer(await routeContext(makeRequest("/", { cookie }))).lang).toBe("fr");
  });

  it("an unknown ?lang= value changes nothing", async () => {
    const member = await createUser({ language: "fr" });
    const cookie = await sessionCookie(member);
    const viewer = getViewer(await routeContext(makeRequest("/?lang=de", { cookie })));
    expect(viewer.lang).toBe("fr");
    expect(await storedLanguage(member.id)).toBe("fr");
  });

  it("the ENG/FRA switch stores the choice on the account too", async () => {
    const member = await createUser({ language: "en" });
    const cookie = await sessionCookie(member);
    const answer = await languageAction(
      await routeArgs(makeRequest("/language", { cookie, form: { lang: "fr", redirectTo: "/formations" } })),
    );
    expect((answer as Response).headers.get("location")).toBe("/formations");
    expect(await storedLanguage(member.id)).toBe("fr");
  });
});
