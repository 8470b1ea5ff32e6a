// Signed-in requests read their session, user and rights from in-process caches tagged with the
// access version (decision 035). They must cost no query while nothing changed, and every change
// that matters (sign-out, deactivation, a role, a name, a language, the matrix, a profile) must
// show on the very next request, in this process and in another one. And the back office's pages,
// kept per person under the database's snapshot: served again only to that person, and only
// while nothing at all has been committed since. And a member's booking state on the course page
// and the calendar, kept per person under the booking version: theirs alone, and fresh on the
// next request after any seat, waiting-list place or contact detail changes.
import type { IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { Response as ExpressResponse } from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { course_session_registrations, permissions, user_profiles, users, waitlist_entries } from "#db/schema";
import { can, permissionFlags } from "~/admin/permissions.server";
import { memberBooking } from "~/registrations/member.server";
import { getAuth, getSessionUser, signOut } from "~/server/auth.server";
import { beginWrite, currentVersion, watchVersions } from "~/server/content-version.server";
import { type Database, db, inTransaction, openPostgres } from "~/server/db.server";
import { PageCache, type Slot } from "~/server/page-cache.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createMessage,
  createRegistration,
  createSession,
  createUser,
  createUserProfile,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";

/** A test database whose versions are watched as the server does at boot: in memory, moved by NOTIFY and by this process's writes. */
function useWatchedDatabase() {
  const database = useTestDatabase();
  let stop: () => Promise<void>;
  beforeAll(async () => {
    await seedReferenceData();
    stop = await watchVersions(database.current);
  });
  afterAll(async () => {
    await stop();
  });
  return database;
}

/** A write as a request's action makes it: the next request reads the versions again. */
async function asRequest(write: () => Promise<unknown>) {
  const end = beginWrite();
  try {
    await write();
  } finally {
    end();
  }
}

describe("the access caches", () => {
  const database = useWatchedDatabase();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function signedIn(options: Parameters<typeof createUser>[0] = {}) {
    const user = await createUser(options);
    return { ...user, cookie: await sessionCookie(user) };
  }

  const page = (cookie: string) => makeRequest("/formations", { cookie });

  it("read a session once, then from memory, whatever else the cookie header holds", async () => {
    const member = await signedIn({ fullName: "Ada Lovelace" });
    const getSession = vi.spyOn((await getAuth()).api, "getSession");
    const first = await getSessionUser(page(member.cookie));
    expect(first?.full_name).toBe("Ada Lovelace");
    const again = await getSessionUser(page(`lang=en; ${member.cookie}; other=1`));
    expect(again).toEqual(first);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it("never give one person's session to another cookie", async () => {
    const ada = await signedIn({ fullName: "Ada" });
    const bob = await signedIn({ fullName: "Bob" });
    expect((await getSessionUser(page(ada.cookie)))?.full_name).toBe("Ada");
    expect((await getSessionUser(page(bob.cookie)))?.full_name).toBe("Bob");
    // A forged value of a known token: the signature is checked, and its null is its own.
    const forged = ada.cookie.replace(/=([^.;]+)\.[^;]*/, "=$1.forged");
    expect(await getSessionUser(page(forged))).toBeNull();
    expect((await getSessionUser(page(ada.cookie)))?.full_name).toBe("Ada");
  });

  it("end at once on sign-out", async () => {
    const member = await signedIn();
    expect(await getSessionUser(page(member.cookie))).not.toBeNull();
    await asRequest(() => signOut(page(member.cookie)));
    expect(await getSessionUser(page(member.cookie))).toBeNull();
  });

  it("follow a deactivation, a role, a name and a language on the next request", async () => {
    const member = await signedIn({ fullName: "Avant" });
    expect(await getSessionUser(page(member.cookie))).toMatchObject({ role: "member", language: "fr" });
    await asRequest(() =>
      db().update(users).set({ role: "moderator", full_name: "Après", language: "en" }).where(eq(users.id, member.id)),
    );
    expect(await getSessionUser(page(member.cookie))).toMatchObject({
      role: "moderator",
      full_name: "Après",
      language: "en",
    });
    await asRequest(() => db().update(users).set({ is_active: false }).where(eq(users.id, member.id)));
    expect(await getSessionUser(page(member.cookie))).toBeNull();
  });

  it("end when the session is deleted behind the process's back (another process signing it out)", async () => {
    const member = await signedIn();
    expect(await getSessionUser(page(member.cookie))).not.toBeNull();
    const before = await currentVersion("access");
    // No beginWrite: only the trigger's NOTIFY (or the poll) tells this process.
    await db().execute(sql`delete from sessions where user_id = ${member.id}`);
    await vi.waitFor(async () => expect(await currentVersion("access")).toBeGreaterThan(before), {
      timeout: 3000,
      interval: 20,
    });
    expect(await getSessionUser(page(member.cookie))).toBeNull();
  });

  it("keep a person's rights until the matrix or their profile changes", async () => {
    const operator = await signedIn({ role: "operator" });
    const user = { id: operator.id, role: "operator" as const };
    const [row] = await db().select().from(permissions).where(eq(permissions.role, "operator")).limit(1);
    const module = row.module as Parameters<typeof can>[1];
    const had = await permissionFlags(user, module);
    await asRequest(() => db().update(permissions).set({ can_delete: !had.delete }).where(eq(permissions.id, row.id)));
    expect((await permissionFlags(user, module)).delete).toBe(!had.delete);

    // A profile given to the person adds its rights; deactivating it takes them back.
    const profile = await createUserProfile({
      permissions: [{ module: "agencies", can_view: true, can_create: true, can_edit: true, can_delete: true }],
    });
    const before = await can(user, "agencies", "delete");
    await asRequest(() => db().update(users).set({ profile_id: profile.id }).where(eq(users.id, operator.id)));
    expect(await can(user, "agencies", "delete")).toBe(true);
    await asRequest(() => db().update(user_profiles).set({ is_active: false }).where(eq(user_profiles.id, profile.id)));
    expect(await can(user, "agencies", "delete")).toBe(before);
  });

  it("reach another process through NOTIFY (PostgreSQL)", async (context) => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url || database.current.driver !== "pg") return context.skip();
    const member = await signedIn();
    const result = await db().execute<{ name: string }>(sql`select current_database() as name`);
    const [{ name }] = (Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows) as {
      name: string;
    }[];
    const target = new URL(url);
    target.pathname = `/${name}`;
    const other: Database = await openPostgres(target.toString());
    const stopOther = await watchVersions(other);
    try {
      const seen = await currentVersion("access", other);
      await asRequest(() => db().update(users).set({ is_active: false }).where(eq(users.id, member.id)));
      await vi.waitFor(async () => expect(await currentVersion("access", other)).toBeGreaterThan(seen), {
        timeout: 3000,
        interval: 20,
      });
    } finally {
      await stopOther();
      await other.close();
    }
  });
});

describe("the back office's pages kept per person", () => {
  useWatchedDatabase();

  const cache = () => new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 });
  /** A request as Node hands it to the cache. */
  const get = (url: string, cookie: string) =>
    ({ method: "GET", url, headers: { cookie, host: "site.test" }, socket: {} }) as unknown as IncomingMessage;
  /** The Express response the middleware prepared (no header of its own here). */
  const res = { getHeaders: () => ({}) } as unknown as ExpressResponse;
  const page = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store", ...headers },
    });
  const admin = async (fullName: string) => {
    const user = await createUser({ role: "admin", fullName });
    return { ...user, cookie: await sessionCookie(user) };
  };

  /**
   * Renders (here: stores `body`) under the snapshot read first, then finds it with a new slot.
   * On PostgreSQL the snapshot is the server's: another test file's commit in between moves it,
   * so the pair is tried again until nothing came between them.
   */
  async function keptAndFoundAgain(pages: PageCache, url: string, cookie: string, body: string) {
    let found: { slot: Slot; again: NonNullable<ReturnType<PageCache["get"]>> } | undefined;
    await vi.waitFor(
      async () => {
        const slot = (await pages.slot(get(url, cookie))) as Slot;
        expect(await pages.store(slot, "GET", page(body), res)).toBeDefined();
        const again = pages.get((await pages.slot(get(url, cookie))) as Slot);
        expect(again).toBeDefined();
        found = { slot, again: again as NonNullable<typeof again> };
      },
      { timeout: 10_000, interval: 0 },
    );
    return found as NonNullable<typeof found>;
  }

  it("serve a person's page again to them alone, until anything is committed", async () => {
    const pages = cache();
    const ada = await admin("Ada");
    const bob = await admin("Bob");
    const { slot, again } = await keptAndFoundAgain(pages, "/admin", ada.cookie, "<p>Ada's dashboard</p>");
    expect(slot.owner).toBe(ada.id);

    // The same person, nothing committed: the kept bytes, private to them.
    expect(gunzipSync(again.gzip).toString()).toBe("<p>Ada's dashboard</p>");
    expect(again.hitHeaders.owner?.br).toEqual(expect.arrayContaining(["Cache-Control", "private, no-store"]));
    expect(again.hitHeaders.visitor).toBeUndefined();
    // Another admin, the same address: not Ada's page.
    const bobs = await pages.slot(get("/admin", bob.cookie));
    expect(bobs?.owner).toBe(bob.id);
    expect(pages.get(bobs as never)).toBeUndefined();
    // Another page of hers is another entry.
    expect(pages.get((await pages.slot(get("/admin/messages", ada.cookie))) as never)).toBeUndefined();

    // A commit anywhere (a message no public page shows, no counter follows): not served again.
    await createMessage("contact");
    const after = await pages.slot(get("/admin", ada.cookie));
    expect(after?.version).not.toBe(slot.version);
    expect(pages.get(after as never)).toBeUndefined();
  });

  it("keep nothing for a session that ended, a language switch or an answer that sets a cookie", async () => {
    const pages = cache();
    const ada = await admin("Ada");
    expect(await pages.slot(get("/admin?lang=en", ada.cookie))).toBeUndefined();
    expect(await pages.slot(get("/admin", `${ada.cookie}; other=1`))).toBeUndefined();
    const slot = await pages.slot(get("/admin/courses", ada.cookie));
    expect(await pages.store(slot as never, "GET", page("<p>x</p>", { "set-cookie": "a=b; Path=/" }), res)).toBe(
      undefined,
    );
    expect(await pages.store(slot as never, "GET", new Response("no", { status: 403 }), res)).toBeUndefined();
    expect(pages.get(slot as never)).toBeUndefined();

    await keptAndFoundAgain(pages, "/admin/courses", ada.cookie, "<p>courses</p>");
    await asRequest(() => signOut(makeRequest("/logout", { cookie: ada.cookie })));
    expect(await pages.slot(get("/admin/courses", ada.cookie))).toBeUndefined();
  });
});

describe("a member's booking state", () => {
  useWatchedDatabase();

  async function course(seats = 10) {
    const created = await createCourse();
    const first = await createSession({ course_id: created.id, seats_available: seats, status: "confirmed" });
    const second = await createSession({ course_id: created.id, seats_available: seats, status: "confirmed" });
    return [first.id, second.id];
  }

  /** A write no trigger sees (as if the counter had not moved): what a cached state would miss. */
  const unseen = (write: () => Promise<unknown>) =>
    inTransaction(async () => {
      await db().execute(sql`set local session_replication_role = replica`);
      await write();
    });

  it("is read once, then from memory while nothing of the kind changes", async () => {
    const ada = await createUser({ fullName: "Ada" });
    const sessions = await course();
    expect((await memberBooking(ada.id, sessions)).registeredSessionIds).toEqual([]);
    // Committed behind the counter's back: the kept state is served (the cache is used)…
    await unseen(() =>
      db()
        .insert(course_session_registrations)
        .values({ session_id: sessions[0], user_id: ada.id, status: "confirmed" }),
    );
    expect((await memberBooking(ada.id, sessions)).registeredSessionIds).toEqual([]);
    // …until any write that moves it, here someone else's contact details.
    const bob = await createUser({ fullName: "Bob" });
    await asRequest(() => db().update(users).set({ phone: "+33 1 02 03 04 05" }).where(eq(users.id, bob.id)));
    expect((await memberBooking(ada.id, sessions)).registeredSessionIds).toEqual([sessions[0]]);
  });

  it("follows a seat taken and given back, a waiting-list place and contact details on the next request", async () => {
    const ada = await createUser({ fullName: "Ada" });
    const sessions = await course();
    const before = await memberBooking(ada.id, sessions);
    expect(before.registeredSessionIds).toEqual([]);
    expect(before.details.phone).toBeNull();

    await asRequest(() => createRegistration({ session_id: sessions[1], user_id: ada.id }));
    expect((await memberBooking(ada.id, sessions)).registeredSessionIds).toEqual([sessions[1]]);
    await asRequest(() =>
      db()
        .update(course_session_registrations)
        .set({ status: "cancelled" })
        .where(eq(course_session_registrations.user_id, ada.id)),
    );
    expect((await memberBooking(ada.id, sessions)).registeredSessionIds).toEqual([]);

    // Another member ahead on the list, then leaving it: Ada's place moves from 2 to 1.
    const [full] = await course(1);
    const carol = await createUser({ fullName: "Carol" });
    await asRequest(() =>
      db()
        .insert(waitlist_entries)
        .values([
          { session_id: full, user_id: carol.id, form: {}, priority: 1 },
          { session_id: full, user_id: ada.id, form: {} },
        ]),
    );
    expect((await memberBooking(ada.id, [full])).waiting).toEqual([{ sessionId: full, position: 2 }]);
    await asRequest(() =>
      db().update(waitlist_entries).set({ status: "withdrawn" }).where(eq(waitlist_entries.user_id, carol.id)),
    );
    expect((await memberBooking(ada.id, [full])).waiting).toEqual([{ sessionId: full, position: 1 }]);

    await asRequest(() => db().update(users).set({ company: "Analytical Engines" }).where(eq(users.id, ada.id)));
    expect((await memberBooking(ada.id, sessions)).details.company).toBe("Analytical Engines");
  });

  it("is never another member's", async () => {
    const ada = await createUser({ fullName: "Ada" });
    const bob = await createUser({ fullName: "Bob" });
    const sessions = await course();
    await asRequest(async () => {
      await createRegistration({ session_id: sessions[0], user_id: ada.id });
      await db().update(users).set({ phone: "+33 6 00 00 00 01" }).where(eq(users.id, ada.id));
    });
    const adas = await memberBooking(ada.id, sessions);
    expect(adas.registeredSessionIds).toEqual([sessions[0]]);
    const bobs = await memberBooking(bob.id, sessions);
    expect(bobs.registeredSessionIds).toEqual([]);
    expect(bobs.details.phone).toBeNull();
    // The same member, another page's sessions: that page's answer, not the first one's.
    expect((await memberBooking(ada.id, [sessions[1]])).registeredSessionIds).toEqual([]);
    // A page that changes what it was given changes nothing kept.
    adas.registeredSessionIds.push(sessions[1]);
    adas.details.phone = "changed";
    const again = await memberBooking(ada.id, sessions);
    expect(again.registeredSessionIds).toEqual([sessions[0]]);
    expect(again.details.phone).toBe("+33 6 00 00 00 01");
  });

  it("follows a write of another process (its NOTIFY alone)", async () => {
    const ada = await createUser({ fullName: "Ada" });
    const sessions = await course();
    expect((await memberBooking(ada.id, sessions)).registeredSessionIds).toEqual([]);
    const before = await currentVersion("booking");
    // No beginWrite: only the trigger's NOTIFY (or the poll) tells this process.
    await createRegistration({ session_id: sessions[0], user_id: ada.id });
    await vi.waitFor(async () => expect(await currentVersion("booking")).toBeGreaterThan(before), {
      timeout: 3000,
      interval: 20,
    });
    expect((await memberBooking(ada.id, sessions)).registeredSessionIds).toEqual([sessions[0]]);
  });
});
