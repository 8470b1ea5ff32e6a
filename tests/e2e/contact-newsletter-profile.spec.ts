import type { Page } from "@playwright/test";
import sharp from "sharp";
import { journeyLanguages, type Lang, labelPattern, text, textPattern } from "./i18n";
import { expectAccessible, newPage, outboxMessages, uniqueIp } from "./support";
import { expect, test } from "./test";

// The spec's sentence (public-site section 8), with the real number of minutes.
const RATE_LIMIT_FR =
  /Trop de tentatives pour l'envoi de messages\. Veuillez attendre (\d+) minutes? avant de réessayer\./;
const RATE_LIMIT_EN = /Too many attempts to send messages\. Please wait (\d+) minutes? before trying again\./;

async function verificationLink(email: string, count: number): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = outboxMessages().filter((eml) => eml.includes(`To: ${email}`));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  const links = found
    .map((eml) => /https?:\/\/\S+\/newsletter\/verify\?token=[\w-]+&lang=(fr|en)/.exec(eml)?.[0])
    .filter((link): link is string => !!link);
  expect(links).toHaveLength(count);
  // Files are named by time: the last one is the newest link.
  return links[links.length - 1];
}

async function fillContactForm(page: Page, lang: Lang, values: { message: string; agency?: boolean }) {
  const main = page.getByRole("main");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.first_name")).fill("Camille");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.last_name")).fill("Martin");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.email")).fill("camille.martin@example.com");
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.company")).fill("Acme SA");
  if (values.agency !== false) {
    await main.getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.agency") }).selectOption({
      index: 1,
    });
  }
  await main.getByLabel(labelPattern(lang, "pages.contact.fields.message")).fill(values.message);
}

const RATE_LIMIT: Record<Lang, RegExp> = { fr: RATE_LIMIT_FR, en: RATE_LIMIT_EN };

/** From a course page's Request quote button to a sent quote request. */
async function sendQuoteRequest(page: Page, lang: Lang, stamp: string) {
  await page.goto("/formations");
  await page
    .getByRole("link", { name: textPattern(lang, "pages.courses.card.learn_more") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/formations\/[^/?]+$/);
  // Client-side navigation: wait for the course page itself, not just its URL.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(text(lang, "pages.courses.title"));
  const courseTitle = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(courseTitle).not.toBe("");
  await page
    .getByRole("main")
    .getByRole("link", { name: text(lang, "pages.courses.card.request_quote") })
    .click();
  await expect(page).toHaveURL(/\/contact\?course=[0-9a-f-]{36}$/);

  // The quote request: course named, category preset, subject prefilled.
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: text(lang, "pages.contact.quote_title", { course: courseTitle }) }),
  ).toBeVisible();
  await expect(main.getByText(text(lang, "pages.contact.quote_course", { course: courseTitle }))).toBeVisible();
  await expect(main.getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.category") })).toHaveValue(
    "quote",
  );
  await expect(main.getByLabel(labelPattern(lang, "pages.contact.fields.subject"))).toHaveValue(
    text(lang, "pages.contact.quote_subject", { course: courseTitle }),
  );

  // A missing agency is refused by the server and nothing typed is lost.
  await fillContactForm(page, lang, { message: `Quote for 8 people ${stamp}`, agency: false });
  await main.getByRole("button", { name: text(lang, "pages.contact.submit") }).click();
  await expect(main.getByText(text(lang, "pages.contact.error.agency_required"))).toBeVisible();
  await expect(main.getByLabel(labelPattern(lang, "pages.contact.fields.message"))).toHaveValue(
    `Quote for 8 people ${stamp}`,
  );
  await main.getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.agency") }).selectOption({
    index: 1,
  });
  await main.getByRole("button", { name: text(lang, "pages.contact.submit") }).click();
  await expect(main.getByText(text(lang, "pages.contact.success"))).toBeVisible();
  // The form clears after a message is sent.
  await expect(main.getByLabel(labelPattern(lang, "pages.contact.fields.first_name"))).toHaveValue("");
  await expect(main.getByLabel(labelPattern(lang, "pages.contact.fields.message"))).toHaveValue("");
}

async function sendContactMessage(page: Page, lang: Lang, message: string) {
  const main = page.getByRole("main");
  await fillContactForm(page, lang, { message });
  await main
    .getByRole("combobox", { name: labelPattern(lang, "pages.contact.fields.category") })
    .selectOption("training");
  await main.getByRole("button", { name: text(lang, "pages.contact.submit") }).click();
}

/**
 * The limit counts per browser session whatever the language: one browser spends the
 * allowance in both languages (switched with ?lang=), then sees the refusal in each; a
 * colleague's browser behind the same address still sends. Its own IP keeps other tests
 * (and a retry of this one) out of the per-address ceiling.
 */
test("contact in French and English: quote requests from a course page, then the sixth message within 15 minutes refused", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  // One browser (one client IP) in both languages: ?lang= switches it before each step.
  const ip = uniqueIp();
  const visitor = await newPage(browser, "fr", { ip });
  const speak = (lang: Lang) => visitor.goto(`/?lang=${lang}`);

  // Messages 1 and 2: a quote request in each language.
  await speak("fr");
  await sendQuoteRequest(visitor, "fr", stamp);
  await speak("en");
  await sendQuoteRequest(visitor, "en", stamp);

  // Messages 3 to 5 from the plain contact page.
  for (const [lang, n] of [
    ["fr", 3],
    ["en", 4],
    ["fr", 5],
  ] as const) {
    const page = visitor;
    const main = page.getByRole("main");
    await speak(lang);
    await page.goto("/contact");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "pages.contact.title") })).toBeVisible();
    await sendContactMessage(page, lang, `Message ${n} ${stamp}`);
    await expect(main.getByText(text(lang, "pages.contact.success"))).toBeVisible();
    await expect(main.getByLabel(labelPattern(lang, "pages.contact.fields.message"))).toHaveValue("");
  }

  // The sixth (and seventh): refused with the minutes left, in each language, what was typed kept.
  for (const lang of ["fr", "en"] as const) {
    const page = visitor;
    const main = page.getByRole("main");
    await speak(lang);
    await page.goto("/contact");
    await sendContactMessage(page, lang, `One too many ${lang} ${stamp}`);
    const alert = main.getByRole("alert").filter({ hasText: RATE_LIMIT[lang] });
    await expect(alert).toBeVisible();
    const minutes = Number(RATE_LIMIT[lang].exec((await alert.textContent()) ?? "")?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(14);
    expect(minutes).toBeLessThanOrEqual(15);
    await expect(alert).toHaveText(text(lang, "pages.contact.error.rate_limited", { count: minutes }));
    await expect(main.getByLabel(labelPattern(lang, "pages.contact.fields.message"))).toHaveValue(
      `One too many ${lang} ${stamp}`,
    );
    await expect(main.getByLabel(labelPattern(lang, "pages.contact.fields.company"))).toHaveValue("Acme SA");
    await expect(main.getByText(text(lang, "pages.contact.success"))).toHaveCount(0);
  }
  await visitor.context().close();

  // A colleague's browser on the same connection has its own allowance.
  const colleague = await newPage(browser, "en", { ip });
  await colleague.goto("/contact");
  await sendContactMessage(colleague, "en", `From the next desk ${stamp}`);
  await expect(colleague.getByRole("main").getByText(text("en", "pages.contact.success"))).toBeVisible();
  await colleague.context().close();
});

for (const lang of journeyLanguages("en")) {
  test.describe(`contact, newsletter and profile (${lang})`, () => {
    test.describe.configure({ mode: "serial" });
    const stamp = `${lang}${Date.now().toString(36)}`;
    const member = { name: `Camille ${stamp}`, email: `profile-${stamp}@example.com`, password: "member-password-1" };

    test("newsletter: subscribe, duplicate, follow the e-mailed link once, then already subscribed", async ({
      browser,
    }) => {
      const email = `reader-${stamp}@example.com`;
      const page = await newPage(browser, lang);
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      const input = footer.getByRole("textbox", { name: text(lang, "footer.newsletter_email") });
      const submit = footer.getByRole("button", { name: text(lang, "footer.newsletter_submit") });

      await input.fill(email);
      await submit.click();
      await expect(footer.getByText(text(lang, "newsletter.success.check_email"))).toBeVisible();
      await expect(input).toHaveValue("");
      const link = await verificationLink(email, 1);
      expect(link).toContain(`lang=${lang}`);

      // Not confirmed yet: a second subscription within the minute sends nothing and says the
      // link went out moments ago (no "sent again"), rather than refusing.
      await input.fill(email);
      await submit.click();
      await expect(footer.getByText(text(lang, "newsletter.success.recently_sent"))).toBeVisible();
      await expect(footer.getByText(text(lang, "newsletter.success.resent"))).toHaveCount(0);

      // Opening the link asks for a click (a mail scanner's fetch confirms nothing).
      await page.goto(link);
      await expect(
        page.getByRole("heading", { level: 1, name: text(lang, "newsletter.verify.pending.title") }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: text(lang, "newsletter.verify.confirm") }).click();
      await expect(page).toHaveURL(/\/newsletter\/verify\?status=verified/);
      await expect(
        page.getByRole("heading", { level: 1, name: text(lang, "newsletter.verify.verified.title") }),
      ).toBeVisible();
      await expect(page.getByText(text(lang, "newsletter.verify.verified.text"))).toBeVisible();

      // The same link again: already used.
      await page.goto(link);
      await expect(page).toHaveURL(/\/newsletter\/verify\?status=used/);
      await expect(
        page.getByRole("heading", { level: 1, name: text(lang, "newsletter.verify.used.title") }),
      ).toBeVisible();

      // Confirmed: subscribing again is a duplicate.
      await page
        .getByRole("contentinfo")
        .getByRole("textbox", { name: text(lang, "footer.newsletter_email") })
        .fill(email);
      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: text(lang, "footer.newsletter_submit") })
        .click();
      await expect(
        page.getByRole("contentinfo").getByText(text(lang, "newsletter.error.already_subscribed")),
      ).toBeVisible();
      await page.context().close();
    });

    test("profile: visitors sign in first; a member edits their profile and uploads an avatar", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto("/register");
      const main = page.getByRole("main");
      await main.getByLabel(labelPattern(lang, "auth.register.full_name")).fill(member.name);
      await main.getByLabel(labelPattern(lang, "auth.register.email")).fill(member.email);
      await main.getByLabel(labelPattern(lang, "auth.register.password")).fill(member.password);
      await main.getByRole("button", { name: text(lang, "auth.register.submit") }).click();
      await expect(page).toHaveURL(/\/login\?registered=true/);

      await page.goto("/profile");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
      await main.getByLabel(labelPattern(lang, "auth.login.email")).fill(member.email);
      await main.getByLabel(labelPattern(lang, "auth.login.password")).fill(member.password);
      await main.getByRole("button", { name: text(lang, "auth.login.submit") }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "profile.title") })).toBeVisible();
      await expect(main.getByText(member.email)).toBeVisible();
      await expect(main.getByLabel(labelPattern(lang, "profile.full_name"))).toHaveValue(member.name);

      // A URL that is not one is refused; what was typed stays.
      await main.getByLabel(labelPattern(lang, "profile.company")).fill("Acme SA");
      await main.getByLabel(labelPattern(lang, "profile.position")).fill("Training manager");
      await main.getByLabel(labelPattern(lang, "profile.phone")).fill("+33 6 11 22 33 44");
      await main.getByLabel(labelPattern(lang, "profile.bio")).fill(`Twenty years in industry ${stamp}`);
      await main.getByLabel(labelPattern(lang, "profile.linkedin")).fill("linkedin.com/in/camille");
      await main.getByRole("button", { name: text(lang, "profile.save") }).click();
      await expect(main.getByText(text(lang, "profile.error.invalid_url"))).toBeVisible();
      await expect(main.getByLabel(labelPattern(lang, "profile.company"))).toHaveValue("Acme SA");

      await main.getByLabel(labelPattern(lang, "profile.linkedin")).fill("https://www.linkedin.com/in/camille");
      await main.getByLabel(labelPattern(lang, "profile.website")).fill("https://camille.example.com");
      await main.getByRole("button", { name: text(lang, "profile.save") }).click();
      await expect(main.getByText(text(lang, "profile.success.save"))).toBeVisible();

      // A wrong type or a file over 2 MB is refused in the browser with the profile's own texts.
      const avatarInput = main.getByLabel(text(lang, "profile.avatar_label"));
      await avatarInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await expect(main.getByText(text(lang, "profile.error.invalid_file_type"))).toBeVisible();
      await avatarInput.setInputFiles({
        name: "huge.png",
        mimeType: "image/png",
        buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
      });
      await expect(main.getByText(text(lang, "profile.error.file_too_large"))).toBeVisible();

      // The avatar: preview, progress, saved at once.
      const png = await sharp({
        create: { width: 240, height: 240, channels: 3, background: { r: 242, g: 101, b: 36 } },
      })
        .png()
        .toBuffer();
      await main
        .getByLabel(text(lang, "profile.avatar_label"))
        .setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: png });
      await expect(main.getByText(text(lang, "profile.success.avatar_upload"))).toBeVisible();
      await expect(main.getByRole("img", { name: text(lang, "ui.upload.preview_alt") })).toHaveAttribute(
        "src",
        /\/uploads\/avatars\/avatar-/,
      );

      // Everything is still there after a reload.
      await page.reload();
      await expect(main.getByLabel(labelPattern(lang, "profile.company"))).toHaveValue("Acme SA");
      await expect(main.getByLabel(labelPattern(lang, "profile.linkedin"))).toHaveValue(
        "https://www.linkedin.com/in/camille",
      );
      await expect(main.getByLabel(labelPattern(lang, "profile.bio"))).toHaveValue(`Twenty years in industry ${stamp}`);
      await expect(main.getByRole("img", { name: text(lang, "ui.upload.preview_alt") })).toHaveAttribute(
        "src",
        /\/uploads\/avatars\/avatar-/,
      );
      await page.context().close();
    });

    // Last, so a finding here never hides the journeys above.
    test("no serious or critical axe violations on /contact, /newsletter/verify and /profile", async ({ browser }) => {
      const page = await newPage(browser, lang);
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1, name: text(lang, "pages.contact.title") })).toBeVisible();
      await expectAccessible(page);
      await page.goto("/newsletter/verify?status=expired");
      await expect(
        page.getByRole("heading", { level: 1, name: text(lang, "newsletter.verify.expired.title") }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.goto("/login?redirectTo=%2Fprofile");
      const main = page.getByRole("main");
      await main.getByLabel(labelPattern(lang, "auth.login.email")).fill(member.email);
      await main.getByLabel(labelPattern(lang, "auth.login.password")).fill(member.password);
      await main.getByRole("button", { name: text(lang, "auth.login.submit") }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(main.getByRole("heading", { level: 1, name: text(lang, "profile.title") })).toBeVisible();
      await expectAccessible(page);
      await page.context().close();
    });
  });
}
