// A member's own registrations, in French and in English: the registration modal opens with
// what the account knows (name, e-mail, and the phone, company and position of the profile)
// and the early-bird price that applies; the calendar and the course page then say "You are
// registered"; "My registrations" (from the header) lists it, and cancelling it there (after a
// confirmation) frees the seat on the calendar and mails the member the calendar removal.
import { journeyLanguages, labelPattern, literally, text, textPattern } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  expectAccessible,
  isoDate,
  newMember,
  newPage,
  outboxMessages,
  registerFromCalendar,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("en")) {
  test(`a member registers with a prefilled form, sees it under My registrations and cancels it (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Beyond the demo's sessions (they reach about 30 weeks ahead), so this one is the day's only
    // session whatever today's date; a retry takes other days than the try it repeats.
    const day = isoDate((lang === "fr" ? 400 : 401) + 10 * test.info().retry);
    const earlyBirdUntil = isoDate(lang === "fr" ? 12 : 13);
    const stamp = `${lang}${Date.now().toString(36)}`;

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const courseTitle = await addSessionFromCalendar(admin, lang, {
      day,
      seats: 3,
      minimum: 1,
      earlyBird: { until: earlyBirdUntil, price: 450 },
    });
    await closePage(admin);

    const email = `member-reg-${stamp}@example.com`;
    const member = await newMember(browser, lang, `Amélie Rousseau-${stamp}`, email);

    // The profile knows the member's phone, company and position.
    await member.goto("/profile");
    const profile = member.getByRole("main");
    await profile.getByLabel(labelPattern(lang, "profile.phone")).fill("+33 5 56 00 11 22");
    await profile.getByLabel(labelPattern(lang, "profile.company")).fill("Chai Bordelais");
    await profile.getByLabel(labelPattern(lang, "profile.position")).fill("Acheteuse");
    await profile.getByRole("button", { name: text(lang, "profile.save") }).click();
    await expect(profile.getByText(text(lang, "profile.success.save"))).toBeVisible();

    // The calendar card: three seats, Register.
    const calendarPath = `/calendrier?from=${day}&to=${day}`;
    await member.goto(calendarPath);
    const card = member.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
    await expect(card.getByText(text(lang, "pages.calendar.card.seats_left", { count: 3 }))).toBeVisible();
    const register = card.getByRole("button", { name: text(lang, "pages.courses.registration.register") });
    const modal = member.getByRole("dialog");
    await expect(async () => {
      await register.click();
      await expect(modal).toBeVisible({ timeout: 2000 });
    }).toPass();

    // Prefilled from the account, with the early-bird price that applies today.
    const field = (key: string) => modal.getByLabel(labelPattern(lang, `pages.courses.registration.fields.${key}`));
    await expect(field("first_name")).toHaveValue("Amélie");
    await expect(field("last_name")).toHaveValue(`Rousseau-${stamp}`);
    await expect(field("email")).toHaveValue(email);
    await expect(field("phone")).toHaveValue("+33 5 56 00 11 22");
    await expect(field("company")).toHaveValue("Chai Bordelais");
    await expect(field("position")).toHaveValue("Acheteuse");
    const price = modal.getByTestId("registration-price");
    await expect(price).toContainText(/450/);
    await expect(price).toContainText(text(lang, "pages.courses.registration.early_bird_until", { date: "" }).trim());
    await field("billing_address").fill("4 quai des Chartrons");
    await field("billing_city").fill("Bordeaux");
    await field("billing_country").fill("France");
    await modal
      .getByRole("checkbox", { name: textPattern(lang, "pages.courses.registration.fields.accept_terms") })
      .check();
    await modal.getByRole("button", { name: text(lang, "pages.courses.registration.submit") }).click();
    await expect(modal.getByText(textPattern(lang, "pages.courses.registration.success"))).toBeVisible();
    await expect(
      modal.getByRole("link", { name: text(lang, "pages.courses.registration.done.my_registrations") }),
    ).toBeVisible();
    await member.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    // The card now says so, and links to the member's registrations; one seat fewer.
    const registered = card.getByRole("link", { name: text(lang, "pages.courses.registration.registered") });
    await expect(registered).toHaveAttribute("href", "/profile/registrations");
    await expect(card.getByText(text(lang, "pages.calendar.card.seats_left", { count: 2 }))).toBeVisible();
    await expect(card.getByRole("button", { name: text(lang, "pages.courses.registration.register") })).toHaveCount(0);

    // So does the course page.
    await card.getByRole("link", { name: courseTitle, exact: true }).click();
    await expect(member.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
    const sessions = member.getByRole("region", { name: text(lang, "pages.courses.sessions.title") });
    await expect(
      sessions.getByRole("link", { name: text(lang, "pages.courses.registration.registered") }).first(),
    ).toBeVisible();

    // "My registrations", from the header's account menu.
    const nav = member.getByRole("navigation", { name: text(lang, "nav.main") });
    const account = nav.getByRole("button", { name: text(lang, "nav.account") });
    await account.click();
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: text(lang, "nav.my_registrations") }).click();
    await expect(member).toHaveURL(/\/profile\/registrations$/);
    const main = member.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: text(lang, "profile.registrations.title") }),
    ).toBeVisible();
    const item = main.getByRole("listitem").filter({ hasText: courseTitle });
    await expect(item).toHaveCount(1);
    await expect(item.getByText(text(lang, "profile.registrations.status.pending"), { exact: true })).toBeVisible();
    await expect(item.getByText(text(lang, "profile.registrations.payment.pending"), { exact: true })).toBeVisible();
    await expect(item.getByText(/450/)).toBeVisible();
    await expect(
      item.getByRole("link", { name: textPattern(lang, "profile.registrations.add_to_calendar") }),
    ).toHaveAttribute("href", /^\/sessions\/[0-9a-f-]{36}\/ics\?lang=/);
    await expectAccessible(member);

    // Cancel, after confirming: the dialog says what happens, and its other button keeps the
    // registration (no "Cancel" beside "Cancel my registration"); keeping it changes nothing.
    const cancelButton = item.getByRole("button", { name: text(lang, "profile.registrations.cancel") });
    await cancelButton.click();
    const confirm = member.getByRole("dialog", { name: text(lang, "profile.registrations.confirm.title") });
    const consequences = text(lang, "profile.registrations.confirm.message", { title: "\u0000", dates: "\u0000" })
      .split("\u0000")
      .map(literally)
      .join(".*");
    await expect(confirm.getByText(new RegExp(consequences))).toBeVisible();
    await expect(confirm.getByText(courseTitle, { exact: false })).toBeVisible();
    await expect(confirm.getByRole("button", { name: text(lang, "ui.cancel"), exact: true })).toHaveCount(0);
    await expectAccessible(member);
    await confirm.getByRole("button", { name: text(lang, "profile.registrations.keep") }).click();
    await expect(confirm).toBeHidden();
    await expect(item.getByText(text(lang, "profile.registrations.status.pending"), { exact: true })).toBeVisible();
    await cancelButton.click();
    await confirm.getByRole("button", { name: text(lang, "profile.registrations.cancel") }).click();
    await expect(confirm).toBeHidden();
    await expect(member.getByText(text(lang, "profile.registrations.success.cancelled"))).toBeVisible();
    await expect(item.getByText(text(lang, "profile.registrations.status.cancelled"), { exact: true })).toBeVisible();
    await expect(item.getByRole("button", { name: text(lang, "profile.registrations.cancel") })).toHaveCount(0);

    // The seat is back on the calendar, and Register with it.
    await member.goto(calendarPath);
    await expect(card.getByText(text(lang, "pages.calendar.card.seats_left", { count: 3 }))).toBeVisible();
    await expect(card.getByRole("button", { name: text(lang, "pages.courses.registration.register") })).toBeVisible();

    // The member's e-mail removes the event from their calendar.
    await expect
      .poll(
        () => outboxMessages().filter((eml) => eml.includes(`To: ${email}`) && eml.includes("METHOD:CANCEL")).length,
        { timeout: 15_000 },
      )
      .toBe(1);

    // On a phone, the menu has the link too.
    await member.setViewportSize({ width: 390, height: 844 });
    await member.getByRole("button", { name: text(lang, "nav.open_menu") }).click();
    await expect(
      member.locator("#mobile-menu").getByRole("link", { name: text(lang, "nav.my_registrations") }),
    ).toBeVisible();
    await closePage(member);
  });

  test(`the last seat taken while the form was open: refused, and the modal shows no seats left (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const day = isoDate((lang === "fr" ? 402 : 403) + 10 * test.info().retry);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    const courseTitle = await addSessionFromCalendar(admin, lang, { day, seats: 1, minimum: 1 });
    await closePage(admin);

    // The first member opens the form while one seat is left…
    const late = await newMember(browser, lang, `Léa Tardive-${stamp}`, `member-late-${stamp}@example.com`);
    await late.goto(`/calendrier?from=${day}&to=${day}`);
    const card = late.getByRole("main").getByRole("listitem").filter({ hasText: courseTitle });
    const modal = late.getByRole("dialog");
    await expect(async () => {
      await card.getByRole("button", { name: text(lang, "pages.courses.registration.register") }).click();
      await expect(modal).toBeVisible({ timeout: 2000 });
    }).toPass();
    const seats = modal.getByTestId("registration-seats-left");
    await expect(seats).toHaveText(text(lang, "pages.courses.registration.seats_left", { count: 1 }));
    const field = (key: string) => modal.getByLabel(labelPattern(lang, `pages.courses.registration.fields.${key}`));
    await field("phone").fill("+33 4 78 00 00 00");
    await field("billing_address").fill("1 place du Marché");
    await field("billing_city").fill("Lyon");
    await field("billing_country").fill("France");
    await modal
      .getByRole("checkbox", { name: textPattern(lang, "pages.courses.registration.fields.accept_terms") })
      .check();

    // …a second member takes it meanwhile…
    const quick = await newMember(browser, lang, `Max Rapide-${stamp}`, `member-quick-${stamp}@example.com`);
    await registerFromCalendar(quick, lang, day, {
      firstName: "Max",
      lastName: `Rapide-${stamp}`,
      email: `member-quick-${stamp}@example.com`,
    });
    await closePage(quick);

    // …so the first one's send is refused, and the modal counts what is really left.
    await modal.getByRole("button", { name: text(lang, "pages.courses.registration.submit") }).click();
    await expect(modal.getByText(text(lang, "pages.courses.registration.error.no_seats_available"))).toBeVisible();
    await expect(seats).toHaveText(text(lang, "pages.courses.registration.no_seats_left"));
    // What was typed is still there; sending it again cannot succeed.
    await expect(field("billing_city")).toHaveValue("Lyon");
    await expect(modal.getByRole("button", { name: text(lang, "pages.courses.registration.submit") })).toBeDisabled();
    await late.keyboard.press("Escape");
    // The card behind says full too: no "1 seat left" beside "Full", and its button is now the
    // waiting list's (delivery.md §5).
    await expect(card.getByRole("button", { name: text(lang, "waitlist.join.button") })).toBeEnabled();
    await expect(card.getByText(text(lang, "pages.calendar.card.full"), { exact: true })).toHaveCount(1);
    await expect(card.getByText(text(lang, "pages.calendar.card.seats_left", { count: 1 }))).toHaveCount(0);
    await closePage(late);
  });

  test(`My registrations is empty for a new member and links to the calendar (${lang})`, async ({ browser }) => {
    const stamp = `${lang}${Date.now().toString(36)}`;
    const member = await newMember(browser, lang, `Noé Nouveau-${stamp}`, `member-new-${stamp}@example.com`);
    await member.goto("/profile");
    await member
      .getByRole("main")
      .getByRole("link", { name: text(lang, "profile.registrations.card_link") })
      .click();
    await expect(member).toHaveURL(/\/profile\/registrations$/);
    const main = member.getByRole("main");
    await expect(main.getByText(text(lang, "profile.registrations.empty.title"))).toBeVisible();
    await expect(main.getByRole("link", { name: text(lang, "profile.registrations.empty.action") })).toHaveAttribute(
      "href",
      "/calendrier",
    );
    await expectAccessible(member);
    await closePage(member);
  });
}
