// /profile on a real database: own record only, the form's fields saved,
// URLs validated, fields outside the form ignored, avatar from one's own
// uploads only (exactly: no other user's file reached through `..` or `%2e%2e`),
// visitors sent to sign in.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { action as uploadAction } from "~/routes/api/uploads";
import { action, loader } from "~/routes/member/profile";
import { resetConfig } from "~/server/config.server";
import { db } from "~/server/db.server";
import { resetStorage } from "~/server/storage.server";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { routeArgs } from "../route";

type Body = {
  intent?: string;
  ok?: true;
  toast?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  formError?: string;
};

const FORM = {
  intent: "save",
  full_name: "Camille Martin",
  phone: "+33 6 11 22 33 44",
  company: "Acme SA",
  position: "Responsable formation",
  bio: "Vingt ans dans l'industrie.",
  website: "https://camille.example.com",
  linkedin: "https://www.linkedin.com/in/camille-martin",
  twitter: "https://x.com/camille",
};

async function post(cookie: string | undefined, form: Record<string, string>) {
  try {
    const response = (await action(await routeArgs(makeRequest("/profile", { cookie, form })))) as unknown;
    const wrapped = response as { data?: Body; init?: ResponseInit };
    if (wrapped && typeof wrapped === "object" && "init" in wrapped) {
      return { status: wrapped.init?.status ?? 200, body: wrapped.data as Body };
    }
    return { status: 200, body: response as Body };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {} as Body, response: thrown };
    throw thrown;
  }
}

async function row(id: string) {
  const [user] = await db().select().from(users).where(eq(users.id, id));
  return user;
}

/** An avatar sent through POST /api/uploads as the avatar field does: the URL it answers. */
async function uploadAvatar(userCookie: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("purpose", "avatar");
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
  const headers = new Headers({ origin: "http://localhost", cookie: userCookie });
  const request = new Request("http://localhost/api/uploads?purpose=avatar", { method: "POST", headers, body: form });
  const answer = (await uploadAction(await routeArgs(request))) as { url?: string };
  if (!answer.url) throw new Error(`avatar upload failed: ${JSON.stringify(answer)}`);
  return answer.url;
}

// Uploads are written under a throw-away data directory.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formatio-profile-"));
const previousDataDir = process.env.DATA_DIR;

describe("profile", () => {
  useTestDatabase();
  let member: { id: string; email: string; password: string };
  let cookie = "";

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    resetConfig();
    resetStorage();
    await seedReferenceData();
    member = await createUser({ fullName: "Camille", email: "camille@example.com" });
    cookie = await sessionCookie(member);
  });

  afterAll(() => {
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    resetConfig();
    resetStorage();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends visitors to /login and back, for the page and for a post", async () => {
    const page = await loader(await routeArgs(makeRequest("/profile"))).catch((thrown: unknown) => thrown);
    expect(page).toBeInstanceOf(Response);
    const location = new URL((page as Response).headers.get("location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe("/profile");

    const before = await row(member.id);
    const refused = await post(undefined, FORM);
    expect(refused.status).toBe(302);
    expect(refused.response?.headers.get("location")).toMatch(/^\/login\?redirectTo=%2Fprofile/);
    expect((await row(member.id)).full_name).toBe(before.full_name);
  });

  it("shows the signed-in user's own record", async () => {
    const other = await createUser({ fullName: "Someone Else" });
    const data = await loader(await routeArgs(makeRequest("/profile", { cookie })));
    expect(data.profile.email).toBe("camille@example.com");
    expect(data.profile.full_name).toBe("Camille");
    expect(data.profile.email).not.toBe(other.email);
    expect(data.profile.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("saves the basic info and social links with the spec's success message", async () => {
    const { status, body } = await post(cookie, FORM);
    expect(status).toBe(200);
    expect(body).toEqual({ intent: "save", ok: true, toast: "profile.success.save" });
    expect(await row(member.id)).toMatchObject({
      full_name: "Camille Martin",
      phone: "+33 6 11 22 33 44",
      company: "Acme SA",
      position: "Responsable formation",
      bio: "Vingt ans dans l'industrie.",
      website: "https://camille.example.com",
      linkedin: "https://www.linkedin.com/in/camille-martin",
      twitter: "https://x.com/camille",
    });
    // Emptied optional fields become null.
    await post(cookie, { ...FORM, phone: "", twitter: "  " });
    const saved = await row(member.id);
    expect(saved.phone).toBeNull();
    expect(saved.twitter).toBeNull();
  });

  it("refuses URLs that are not http(s) web addresses, keeping what was typed", async () => {
    const before = await row(member.id);
    const { status, body } = await post(cookie, {
      ...FORM,
      full_name: "",
      company: "Typed company",
      website: "javascript:alert(1)",
      linkedin: "linkedin.com/in/camille",
      twitter: "ftp://x.com/camille",
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      website: "profile.error.invalid_url",
      linkedin: "profile.error.invalid_url",
      twitter: "profile.error.invalid_url",
    });
    expect(body.values).toMatchObject({ company: "Typed company", linkedin: "linkedin.com/in/camille" });
    const after = await row(member.id);
    expect(after.company).toBe(before.company);
    expect(after.website).toBe(before.website);
  });

  it("sets, keeps and clears the member's own time zone, offering the server's zone list", async () => {
    const data = await loader(await routeArgs(makeRequest("/profile", { cookie })));
    expect(data.profile.timezone).toBeNull();
    expect(data.timeZones[0]).toEqual({ area: "UTC", zones: ["UTC"] });
    expect(data.timeZones.find((group) => group.area === "Africa")?.zones).toContain("Africa/Dakar");

    expect((await post(cookie, { ...FORM, timezone: "Africa/Dakar" })).body.ok).toBe(true);
    expect((await row(member.id)).timezone).toBe("Africa/Dakar");
    // A form without the field (an older page) leaves it alone.
    expect((await post(cookie, FORM)).body.ok).toBe(true);
    expect((await row(member.id)).timezone).toBe("Africa/Dakar");

    const refused = await post(cookie, { ...FORM, timezone: "Europe/Atlantis" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ timezone: "profile.error.timezone_invalid" });
    expect(refused.body.values).toMatchObject({ timezone: "Europe/Atlantis" });
    expect((await row(member.id)).timezone).toBe("Africa/Dakar");

    // "Automatic": cleared, for the next registration's browser to fill.
    expect((await post(cookie, { ...FORM, timezone: "" })).body.ok).toBe(true);
    expect((await row(member.id)).timezone).toBeNull();
  });

  it("saves the rest of the profile without a name (the name is optional, as at sign-up)", async () => {
    const nameless = await createUser({ fullName: "" });
    const nameCookie = await sessionCookie(nameless);
    const { status, body } = await post(nameCookie, { ...FORM, full_name: "  ", phone: "+33 1 23 45 67 89" });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const saved = await row(nameless.id);
    expect(saved.full_name).toBe("");
    expect(saved.phone).toBe("+33 1 23 45 67 89");
  });

  it("ignores every field outside the form (role, activity, e-mail, verification, language, specialties, id)", async () => {
    const other = await createUser({ fullName: "Other Member" });
    const before = await row(member.id);
    const { status } = await post(cookie, {
      ...FORM,
      full_name: "Camille Martin",
      role: "super_admin",
      is_active: "false",
      email: "attacker@example.com",
      email_verified: "true",
      language: "en",
      specialties: "hacking",
      id: other.id,
      user_id: other.id,
      created_at: "2000-01-01",
      avatar_url: "https://evil.example/a.png",
    });
    expect(status).toBe(200);
    const after = await row(member.id);
    expect(after.role).toBe(before.role);
    expect(after.is_active).toBe(true);
    expect(after.email).toBe("camille@example.com");
    expect(after.email_verified).toBe(before.email_verified);
    expect(after.language).toBe(before.language);
    expect(after.specialties).toEqual(before.specialties);
    expect(after.created_at.getTime()).toBe(before.created_at.getTime());
    expect(after.avatar_url).toBe(before.avatar_url);
    // The other user's record is untouched.
    expect((await row(other.id)).full_name).toBe("Other Member");
  });

  it("sets the avatar only from the user's own uploads, with the spec's success message", async () => {
    const own = await uploadAvatar(cookie);
    const ok = await post(cookie, { intent: "avatar", avatar_url: own });
    expect(ok.body).toEqual({ intent: "avatar", ok: true, toast: "profile.success.avatar_upload" });
    expect((await row(member.id)).avatar_url).toBe(own);
    // Saving it again (the current one) is fine.
    expect((await post(cookie, { intent: "avatar", avatar_url: own })).status).toBe(200);

    const other = await createUser();
    for (const url of ["https://evil.example/a.png", await uploadAvatar(await sessionCookie(other))]) {
      const refused = await post(cookie, { intent: "avatar", avatar_url: url });
      expect(refused.status).toBe(400);
      expect(refused.body.formError).toBe("profile.error.avatar_upload");
    }
    expect((await row(member.id)).avatar_url).toBe(own);

    const removed = await post(cookie, { intent: "avatar", avatar_url: "" });
    expect(removed.body.toast).toBe("profile.success.avatar_removed");
    expect((await row(member.id)).avatar_url).toBeNull();
  });

  it("refuses another user's avatar reached through encoded dots, `..`, `\\`, a query or another host", async () => {
    const own = await uploadAvatar(cookie);
    expect((await post(cookie, { intent: "avatar", avatar_url: own })).status).toBe(200);
    const theirs = await uploadAvatar(await sessionCookie(await createUser()));
    const theirName = theirs.slice(theirs.lastIndexOf("/") + 1);
    // Security audit (issue 21), finding 5: the path starts with the member's own avatar prefix
    // and browsers resolve the dots, showing the other user's file.
    const ownPrefix = `${own.slice(0, own.lastIndexOf("/") + 1)}avatar-${member.id}-x`;
    for (const url of [
      `${ownPrefix}/%2e%2e/${theirName}`,
      `${ownPrefix}/%2E%2E/${theirName}`,
      `${ownPrefix}/../${theirName}`,
      `${ownPrefix}\\..\\${theirName}`,
      `${own}?v=2`,
      `${own}#x`,
      `https://evil.example${own}`,
      `${own.slice(0, own.lastIndexOf("/") + 1)}avatar-${member.id}-never-uploaded.webp`,
    ]) {
      const refused = await post(cookie, { intent: "avatar", avatar_url: url });
      expect(refused.status, url).toBe(400);
      expect(refused.body.formError).toBe("profile.error.avatar_upload");
    }
    expect((await row(member.id)).avatar_url).toBe(own);
  });
});
