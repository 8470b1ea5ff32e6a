// Issue 30's accessibility journey (delivery.md §7): a member registers for a session answering
// yes to "Do you need an adaptation because of a disability?", with a private note; the
// referent is told (without the note) and the member acknowledged. The admin, as referent,
// finds the request at /admin/compliance/accessibility (and on the dashboard), reads the note,
// marks the member contacted, records two adaptations and marks them in place; the member gets
// the e-mail listing them (read from the outbox). No serious or critical axe violation.
import type { Page } from "@playwright/test";
import { journeyLanguages, type Lang, labelPattern, text, textPattern } from "./i18n";
import {
  addSessionFromCalendar,
  closePage,
  expectAccessible,
  isoDate,
  newMember,
  newPage,
  outboxMessages,
  signInAsAdmin,
} from "./support";
import { expect, test } from "./test";

const K = "admin.accessibility";

/** Registers the signed-in member for the only session of `day`, answering yes with `note`. */
async function registerAskingForAdaptation(
  page: Page,
  lang: Lang,
  day: string,
  person: { lastName: string; email: string; note: string },
) {
  await page.goto(`/calendrier?from=${day}&to=${day}`);
  const modal = page.getByRole("dialog");
  await expect(async () => {
    await page
      .getByRole("main")
      .getByRole("button", { name: text(lang, "pages.courses.registration.register") })
      .click();
    await expect(modal).toBeVisible({ timeout: 2000 });
  }).toPass();
  const field = (key: string) => modal.getByLabel(labelPattern(lang, `pages.courses.registration.fields.${key}`));
  await field("first_name").fill("Inès");
  await field("last_name").fill(person.lastName);
  await field("email").fill(person.email);
  await field("phone").fill("+33 6 12 34 56 78");
  await field("billing_address").fill("12 rue de la Paix");
  await field("billing_city").fill("Paris");
  await field("billing_country").fill("France");
  const question = modal.getByRole("group", { name: text(lang, "pages.courses.registration.adaptation.question") });
  // The note is asked only once the answer is yes.
  await expect(modal.getByLabel(labelPattern(lang, "pages.courses.registration.adaptation.note"))).toHaveCount(0);
  await question.getByRole("radio", { name: text(lang, "pages.courses.registration.adaptation.yes") }).check();
  await modal.getByLabel(labelPattern(lang, "pages.courses.registration.adaptation.note")).fill(person.note);
  await modal
    .getByRole("checkbox", { name: textPattern(lang, "pages.courses.registration.fields.accept_terms") })
    .check();
  await modal.getByRole("button", { name: text(lang, "pages.courses.registration.submit") }).click();
  await expect(modal.getByText(textPattern(lang, "pages.courses.registration.success"))).toBeVisible();
}

for (const lang of journeyLanguages("fr")) {
  test(`a participant asks for an adaptation and the referent handles it (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const day = isoDate((lang === "fr" ? 490 : 491) + 10 * test.info().retry);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const email = `a11y-${stamp}@example.com`;
    const lastName = `Lecteur-${stamp}`;
    const note = `Je suis malvoyante ${stamp}`;
    const adaptations = [`Documents en gros caractères ${stamp}`, `Place près de l'écran ${stamp}`];

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await addSessionFromCalendar(admin, lang, { day, seats: 5, minimum: 1 });

    const member = await newMember(browser, lang, `Inès ${lastName}`, email);
    await registerAskingForAdaptation(member, lang, day, { lastName, email, note });
    await closePage(member);
    // The member is acknowledged; the referent told, without the note.
    await expect
      .poll(() => outboxMessages().filter((eml) => eml.includes(`To: ${email}`)).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    expect(
      outboxMessages().filter((eml) => eml.includes("/admin/compliance/accessibility") && eml.includes(note)),
    ).toEqual([]);

    await admin.goto("/admin");
    const card = admin.getByRole("region", { name: text(lang, "admin.dashboard.accessibility.title") });
    await expect(card.getByText(`Inès ${lastName}`)).toBeVisible();

    await admin.goto(`/admin/compliance/accessibility?q=${encodeURIComponent(stamp)}`);
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, `${K}.title`) })).toBeVisible();
    const row = main.getByRole("row").filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(text(lang, `${K}.statuses.new`), { exact: true })).toBeVisible();
    await expectAccessible(admin);

    // The case: the member's note, for the referent's eyes.
    await row.getByRole("button", { name: text(lang, `${K}.case.open`) }).click();
    const dialog = admin.getByRole("dialog", { name: text(lang, `${K}.case.title`) });
    await expect(dialog.getByText(note)).toBeVisible();
    await dialog.getByLabel(labelPattern(lang, `${K}.case.referent_note`)).fill(`Rappeler le matin ${stamp}`);
    await dialog.getByRole("button", { name: text(lang, `${K}.case.save`) }).click();
    await expect(admin.getByText(text(lang, `${K}.note_saved`))).toBeVisible();

    await row.getByRole("button", { name: text(lang, `${K}.contact.open`) }).click();
    const contact = admin.getByRole("dialog", { name: text(lang, `${K}.contact.title`) });
    await contact.getByRole("button", { name: text(lang, `${K}.contact.save`) }).click();
    await expect(admin.getByText(text(lang, `${K}.contacted`))).toBeVisible();
    await expect(row.getByText(text(lang, `${K}.statuses.contacted`), { exact: true })).toBeVisible();

    await row.getByRole("button", { name: text(lang, `${K}.agree.open`) }).click();
    const agree = admin.getByRole("dialog", { name: text(lang, `${K}.agree.title`) });
    const list = text(lang, `${K}.agree.list`);
    const item = (n: number) =>
      agree.getByRole("textbox", { name: text(lang, "ui.item_list.item", { list, n }), exact: true });
    await item(1).fill(adaptations[0]);
    await agree.getByRole("button", { name: text(lang, "ui.item_list.add", { list }) }).click();
    await item(2).fill(adaptations[1]);
    await agree.getByRole("button", { name: text(lang, `${K}.agree.save`) }).click();
    await expect(admin.getByText(text(lang, `${K}.agreed`))).toBeVisible();
    await expect(row.getByText(text(lang, `${K}.adaptations_count`, { count: 2 }))).toBeVisible();

    await row.getByRole("button", { name: text(lang, `${K}.in_place_step.button`) }).click();
    await admin
      .getByRole("dialog", { name: text(lang, `${K}.in_place_step.title`) })
      .getByRole("button", { name: text(lang, `${K}.in_place_step.button`) })
      .click();
    await expect(admin.getByText(text(lang, `${K}.in_place`))).toBeVisible();
    await expect(row.getByText(text(lang, `${K}.statuses.in_place`), { exact: true })).toBeVisible();

    // The member's e-mail lists both adaptations (in their language), and nothing of the notes.
    let agreed: string[] = [];
    await expect
      .poll(
        () => {
          agreed = outboxMessages().filter((eml) => eml.includes(`To: ${email}`) && eml.includes(adaptations[0]));
          return agreed.length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(1);
    expect(agreed[0]).toContain(adaptations[1]);
    expect(agreed[0]).not.toContain(`Rappeler le matin ${stamp}`);
    expect(agreed[0]).toContain(text(lang, "emails.accessibility.agreed.heading"));
    await closePage(admin);
  });
}
