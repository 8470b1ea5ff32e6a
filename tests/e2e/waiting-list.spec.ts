// Issue 28's journey: the waiting list. Member A takes a session's last seat; member B finds it
// full, joins the waiting list and is number 1 at once (and in My registrations). A cancels: the
// seat is held for B, whose offer arrives by e-mail (read from the outbox); B follows the e-mail's
// link without signing in, takes the seat on the page it opens, and is registered. (An offer that
// expires passes to the next person: tests/integration/waitlist.test.ts on a simulated clock, since
// a browser cannot wait 48 hours.)
import { journeyLanguages, labelPattern, text, textPattern } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  expectAccessible,
  isoDate,
  newMember,
  newPage,
  outboxMessages,
  registerFromCalendar,
  signIn,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
  test(`a freed seat is held for the first on the waiting list, who takes it from the e-mail (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const day = isoDate((lang === "fr" ? 410 : 411) + 10 * test.info().retry);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const courseTitle = await addSessionFromCalendar(admin, lang, { day, seats: 1, minimum: 1 });
    await closePage(admin);

    // A takes the last seat.
    const aEmail = `wl-a-${stamp}@example.com`;
    const a = await newMember(browser, lang, `Alice Premier-${stamp}`, aEmail);
    await registerFromCalendar(a, lang, day, { firstName: "Alice", lastName: `Premier-${stamp}`, email: aEmail });

    // B finds it full and joins the list: number 1.
    const bEmail = `wl-b-${stamp}@example.com`;
    const b = await newMember(browser, lang, `Bruno Second-${stamp}`, bEmail);
    await b.goto(`/calendrier?from=${day}&to=${day}`);
    const card = b.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
    const modal = b.getByRole("dialog");
    await expect(async () => {
      await card.getByRole("button", { name: text(lang, "waitlist.join.button") }).click();
      await expect(modal).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(modal.getByText(text(lang, "waitlist.join.explanation"))).toBeVisible();
    const field = (key: string) => modal.getByLabel(labelPattern(lang, `pages.courses.registration.fields.${key}`));
    await field("phone").fill("+33 4 78 00 00 00");
    await field("billing_address").fill("1 place du Marché");
    await field("billing_city").fill("Lyon");
    await field("billing_country").fill("France");
    await modal
      .getByRole("checkbox", { name: textPattern(lang, "pages.courses.registration.fields.accept_terms") })
      .check();
    await modal.getByRole("button", { name: text(lang, "waitlist.join.submit") }).click();
    await expect(modal.getByText(text(lang, "waitlist.join.success", { position: 1 }))).toBeVisible();
    await b.keyboard.press("Escape");
    await expect(card.getByRole("link", { name: text(lang, "waitlist.join.waiting", { position: 1 }) })).toBeVisible();
    await b.goto("/profile/registrations");
    const lists = b.getByRole("main").getByRole("region", { name: text(lang, "profile.registrations.waitlist.title") });
    const entry = lists.getByRole("listitem").filter({ hasText: courseTitle });
    await expect(entry.getByText(text(lang, "profile.registrations.waitlist.position", { position: 1 }))).toBeVisible();
    await expectAccessible(b);
    await closePage(b);

    // A cancels from My registrations.
    await a.goto("/profile/registrations");
    const mine = a.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
    await mine.getByRole("button", { name: text(lang, "profile.registrations.cancel") }).click();
    await a
      .getByRole("dialog", { name: text(lang, "profile.registrations.confirm.title") })
      .getByRole("button", { name: text(lang, "profile.registrations.cancel") })
      .click();
    await expect(a.getByText(text(lang, "profile.registrations.success.cancelled"))).toBeVisible();
    await closePage(a);

    // B's offer arrives; its link works without signing in.
    let link = "";
    await expect
      .poll(
        () => {
          const mail = outboxMessages()
            .filter((eml) => eml.includes(`To: ${bEmail}`))
            .find((eml) => /\/waitlist\/offers\/[0-9a-f-]{36}\?t=[\w-]+&a=accept/.test(eml));
          link =
            /https?:\/\/[^\s"<>]+\/waitlist\/offers\/[0-9a-f-]{36}\?t=[\w-]+&(?:amp;)?a=accept&(?:amp;)?lang=(?:fr|en)/.exec(
              mail ?? "",
            )?.[0] ?? "";
          return link;
        },
        { timeout: 60_000 },
      )
      .not.toBe("");
    const visitor = await newPage(browser, lang);
    await visitor.goto(link.replace(/&amp;/g, "&"));
    const main = visitor.getByRole("main");
    await expect(main.getByText(text(lang, "waitlist.offer_page.title"), { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
    await expectAccessible(visitor);
    await main.getByRole("button", { name: text(lang, "waitlist.offer_page.accept") }).click();
    await expect(main.getByText(text(lang, "waitlist.offer_page.accepted"))).toBeVisible();
    await closePage(visitor);

    // B is registered: the normal confirmation e-mail, and the seat shows in their registrations.
    await expect
      .poll(() => outboxMessages().filter((eml) => eml.includes(`To: ${bEmail}`)).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    const again = await newPage(browser, lang);
    await again.goto("/login");
    await signIn(again, lang, bEmail, "member-password-1");
    await expect(again).toHaveURL(/\/$/);
    await again.goto("/profile/registrations");
    const registered = again.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
    await expect(
      registered.getByText(text(lang, "profile.registrations.status.pending"), { exact: true }),
    ).toBeVisible();
    await expect(
      again.getByRole("main").getByRole("region", { name: text(lang, "profile.registrations.waitlist.title") }),
    ).toHaveCount(0);
    await closePage(again);
  });
}
