// Issue 28's journey: the waiting list. Two members take a session's two seats; three more find
// it full and join its waiting list, each seeing their place at once (and in My registrations).
// The first seat freed is held for the first in line, whose offer arrives by e-mail (read from the
// outbox): they follow its link without signing in and take the seat. The second seat freed is
// held for the next person, who does not answer: two days later (the server's clock moved on
// through CLOCK_OFFSET_FILE) the offer has expired, they are told, and the seat is held for the
// third person instead.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./env";
import { journeyLanguages, type Lang, labelPattern, text, textPattern } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  deskRowOn,
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

const CLOCK_FILE = path.join(E2E_DATA_DIR, "clock-offset");
const OFFER_LINK =
  /https?:\/\/[^\s"<>]+\/waitlist\/offers\/[0-9a-f-]{36}\?t=[\w-]+&(?:amp;)?a=accept&(?:amp;)?lang=(?:fr|en)/;

/** A member joins the full session's waiting list from the calendar; answers their page. */
async function joinFromCalendar(page: Page, lang: Lang, day: string, courseTitle: string, position: number) {
  await page.goto(`/calendrier?from=${day}&to=${day}`);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
  const modal = page.getByRole("dialog");
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
  await expect(modal.getByText(text(lang, "waitlist.join.success", { position }))).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(card.getByRole("link", { name: text(lang, "waitlist.join.waiting", { position }) })).toBeVisible();
}

/** The newest offer link e-mailed to `email`, waiting for it. */
async function offerLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mails = outboxMessages().filter((eml) => eml.includes(`To: ${email}`));
        link =
          mails
            .map((eml) => OFFER_LINK.exec(eml)?.[0])
            .filter(Boolean)
            .at(-1) ?? "";
        return link;
      },
      { timeout: 60_000 },
    )
    .not.toBe("");
  return link.replace(/&amp;/g, "&");
}

async function cancelMine(browser: Browser, lang: Lang, email: string, courseTitle: string) {
  const page = await newPage(browser, lang);
  await page.goto("/login");
  await signIn(page, lang, email, "member-password-1");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile/registrations");
  const mine = page.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
  await mine.getByRole("button", { name: text(lang, "profile.registrations.cancel") }).click();
  await page
    .getByRole("dialog", { name: text(lang, "profile.registrations.confirm.title") })
    .getByRole("button", { name: text(lang, "profile.registrations.cancel") })
    .click();
  await expect(page.getByText(text(lang, "profile.registrations.success.cancelled"))).toBeVisible();
  await closePage(page);
}

for (const lang of journeyLanguages("en")) {
  test(`a freed seat is held for the first on the waiting list, taken from the e-mail; an expired offer moves on (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const day = isoDate((lang === "fr" ? 410 : 411) + 10 * test.info().retry);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const courseTitle = await addSessionFromCalendar(admin, lang, { day, seats: 2, minimum: 1 });
    const { sessionId } = await deskRowOn(admin, day, courseTitle);

    // Two members take the two seats.
    const email = (who: string) => `wl-${who}-${stamp}@example.com`;
    for (const who of ["a1", "a2"]) {
      const page = await newMember(browser, lang, `Alice ${who}-${stamp}`, email(who));
      await registerFromCalendar(page, lang, day, {
        firstName: "Alice",
        lastName: `${who}-${stamp}`,
        email: email(who),
      });
      await closePage(page);
    }

    // Three find it full and join the list, in order.
    for (const [index, who] of ["b", "c", "d"].entries()) {
      const page = await newMember(browser, lang, `Bruno ${who}-${stamp}`, email(who));
      await joinFromCalendar(page, lang, day, courseTitle, index + 1);
      if (who === "b") {
        await page.goto("/profile/registrations");
        const lists = page
          .getByRole("main")
          .getByRole("region", { name: text(lang, "profile.registrations.waitlist.title") });
        const entry = lists.getByRole("listitem").filter({ hasText: courseTitle });
        await expect(
          entry.getByText(text(lang, "profile.registrations.waitlist.position", { position: 1 })),
        ).toBeVisible();
        await expectAccessible(page);
      }
      await closePage(page);
    }

    // A seat frees: held for B, who takes it from the e-mail's link without signing in.
    await cancelMine(browser, lang, email("a1"), courseTitle);
    const visitor = await newPage(browser, lang);
    await visitor.goto(await offerLink(email("b")));
    const main = visitor.getByRole("main");
    await expect(main.getByText(text(lang, "waitlist.offer_page.title"), { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
    await expectAccessible(visitor);
    await main.getByRole("button", { name: text(lang, "waitlist.offer_page.accept") }).click();
    await expect(main.getByText(text(lang, "waitlist.offer_page.accepted"))).toBeVisible();
    await closePage(visitor);
    const b = await newPage(browser, lang);
    await b.goto("/login");
    await signIn(b, lang, email("b"), "member-password-1");
    await expect(b).toHaveURL(/\/$/);
    await b.goto("/profile/registrations");
    const registered = b.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
    await expect(
      registered.getByText(text(lang, "profile.registrations.status.pending"), { exact: true }),
    ).toBeVisible();
    await closePage(b);

    // Another seat frees: held for C, who does not answer.
    await cancelMine(browser, lang, email("a2"), courseTitle);
    await offerLink(email("c"));
    try {
      // Two days later the offer has expired: staff touch the queue (a priority), which runs a pass.
      fs.writeFileSync(CLOCK_FILE, String(49 * 3_600_000));
      await admin.goto(`/admin/sessions/${sessionId}/waitlist`);
      await admin
        .getByRole("main")
        .getByRole("button", {
          name: new RegExp(text(lang, "admin.waitlist.priority.change_for", { name: `Bruno d-${stamp}` })),
        })
        .click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByLabel(labelPattern(lang, "admin.waitlist.priority.label")).fill("1");
      await dialog.getByRole("button", { name: text(lang, "admin.waitlist.priority.save") }).click();
      await expect(dialog).toBeHidden();
      // C is told the offer expired; the seat is held for D now.
      await expect
        .poll(
          () =>
            outboxMessages().some(
              (eml) => eml.includes(`To: ${email("c")}`) && eml.includes(text(lang, "emails.waitlist.expired.heading")),
            ),
          { timeout: 60_000 },
        )
        .toBe(true);
      expect(await offerLink(email("d"))).toMatch(/\/waitlist\/offers\//);
    } finally {
      fs.rmSync(CLOCK_FILE, { force: true });
    }
    await closePage(admin);
  });
}
