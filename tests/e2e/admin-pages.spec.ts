// Pages, blog and SEO per page, as an administrator in French and in English: a page is
// created (its required titles refused first) and published; its English meta title is set on
// the SEO screen (live count, search preview) and is the English page's <title> for a visitor;
// a blog post is created and published and appears on /blog and in /sitemap.xml; the public
// page's Edit link opens its editor (/admin/pages?edit=); an edit is saved; unsaved changes
// are guarded (closing the editor, the Back button); an older version is viewed and restored
// and the public page shows it; both are deleted after confirming (the demo's blog is left as
// it was found). axe on the list, the dialogs and the history.
import type { Locator } from "@playwright/test";
import { journeyLanguages, type Lang, labelPattern, text, textPattern } from "./i18n";
import { closePage, expectAccessible, languageTab, newPage, openHydrated, signInAsAdmin } from "./support";
import { expect, test } from "./test";

/** Titles and contents in both languages of the page editor. */
async function fillTexts(dialog: Locator, lang: Lang, titles: Record<Lang, string>) {
  for (const tab of ["fr", "en"] as const) {
    const panel = await languageTab(dialog, lang, tab);
    await panel.getByRole("textbox", { name: labelPattern(lang, "admin.pages.form.title") }).fill(titles[tab]);
    const editor = panel.getByRole("textbox", { name: text(lang, "admin.pages.form.content") });
    await editor.click();
    await editor.pressSequentially(tab === "fr" ? "Bonjour à tous." : "Hello everyone.");
  }
}

for (const lang of journeyLanguages("en")) {
  test(`pages and blog: create, SEO title, publish a post, edit from the public link, unsaved changes, restore a version (${lang})`, async ({
    browser,
  }) => {
    // The dev server compiles the admin and public pages on their first visit.
    test.setTimeout(240_000);
    const stamp = Date.now();
    const pageTitles = { fr: `Engagements ${stamp}`, en: `Commitments ${stamp}` };
    const pageSlug = `commitments-${stamp}`;
    const postTitles = { fr: `Article ${stamp}`, en: `Post ${stamp}` };
    const postSlug = `post-${stamp}`;
    const englishMeta = `Our commitments ${stamp}`;

    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await openHydrated(admin, "/admin/pages");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.pages.title") })).toBeVisible();
    await expectAccessible(admin);

    // A page: the titles are required; then published, its address made from the English title.
    await main.getByRole("button", { name: text(lang, "admin.pages.add") }).click();
    await expect(admin).toHaveURL(/\?edit=new$/);
    const addDialog = admin.getByRole("dialog", { name: text(lang, "admin.pages.form.add_title") });
    const saveAdd = addDialog.getByRole("button", { name: text(lang, "admin.pages.form.save") });
    await saveAdd.click();
    await expect(addDialog.getByText(text(lang, "admin.pages.validation.title_required")).first()).toBeVisible();
    await expectAccessible(admin);
    await fillTexts(addDialog, lang, pageTitles);
    await addDialog.getByRole("checkbox", { name: text(lang, "admin.pages.form.is_published") }).check();
    await saveAdd.click();
    await expect(admin.getByText(text(lang, "admin.pages.success.created"))).toBeVisible();
    await expect(addDialog).toBeHidden();
    await expect(admin).toHaveURL(/\/admin\/pages$/);
    const pageRow = main.getByRole("row", { name: new RegExp(`Engagements ${stamp}`) });
    await expect(pageRow.getByText(`/pages/${pageSlug}`)).toBeVisible();

    // SEO per page: the English meta title, counted as it is typed, previewed as a search result.
    await openHydrated(admin, `/admin/seo?q=${stamp}`);
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.seo.title") })).toBeVisible();
    await expectAccessible(admin);
    await main.getByRole("button", { name: text(lang, "admin.seo.edit_label", { title: pageTitles.fr }) }).click();
    const seoDialog = admin.getByRole("dialog", { name: text(lang, "admin.seo.form.title", { title: pageTitles.fr }) });
    const english = await languageTab(seoDialog, lang, "en");
    await english.getByRole("textbox", { name: labelPattern(lang, "admin.seo.form.meta_title") }).fill(englishMeta);
    await expect(
      english.getByText(text(lang, "admin.seo.count", { length: englishMeta.length, guide: 60 })),
    ).toBeVisible();
    const preview = english.getByRole("region", { name: text(lang, "admin.seo.preview.title") });
    await expect(preview.getByText(`${englishMeta} | Formatio`)).toBeVisible();
    await expect(preview.getByText(new RegExp(`/pages/${pageSlug}\\?lang=en$`))).toBeVisible();
    await expectAccessible(admin);
    await seoDialog.getByRole("button", { name: text(lang, "admin.seo.form.save") }).click();
    await expect(admin.getByText(text(lang, "admin.seo.success.save"))).toBeVisible();
    await expect(seoDialog).toBeHidden();

    // A visitor's English page has it as its <title>; the French page keeps the page's title.
    const visitor = await newPage(browser, lang);
    await visitor.goto(`/pages/${pageSlug}?lang=en`);
    await expect(visitor).toHaveTitle(`${englishMeta} | Formatio`);
    await visitor.goto(`/pages/${pageSlug}?lang=fr`);
    await expect(visitor).toHaveTitle(`${pageTitles.fr} | Formatio`);
    await expect(visitor.getByRole("heading", { level: 1, name: pageTitles.fr })).toBeVisible();

    // A blog post: a blog category is required once the type is "blog".
    await openHydrated(admin, "/admin/pages");
    await main.getByRole("button", { name: text(lang, "admin.pages.add") }).click();
    const postDialog = admin.getByRole("dialog", { name: text(lang, "admin.pages.form.add_title") });
    await postDialog
      .getByLabel(labelPattern(lang, "admin.pages.form.type"))
      .selectOption({ label: text(lang, "admin.pages.types.blog") });
    await fillTexts(postDialog, lang, postTitles);
    await postDialog.getByRole("checkbox", { name: text(lang, "admin.pages.form.is_published") }).check();
    await postDialog.getByRole("button", { name: text(lang, "admin.pages.form.save") }).click();
    await expect(postDialog.getByText(text(lang, "admin.pages.validation.category_required"))).toBeVisible();
    await postDialog.getByLabel(labelPattern(lang, "admin.pages.form.category")).selectOption({ index: 1 });
    await postDialog.getByRole("button", { name: text(lang, "admin.pages.form.save") }).click();
    await expect(admin.getByText(text(lang, "admin.pages.success.created"))).toBeVisible();
    const postRow = main.getByRole("row", { name: new RegExp(`Article ${stamp}`) });
    // Its preview opens the public post in a new tab.
    const previewLink = postRow.getByRole("link", {
      name: text(lang, "admin.pages.preview_label", { title: postTitles.fr }),
    });
    await expect(previewLink).toHaveAttribute("href", `/blog/${postSlug}`);
    await expect(previewLink).toHaveAttribute("target", "_blank");

    // On /blog and in /sitemap.xml at the next request.
    await visitor.goto(`/blog?lang=${lang}`);
    await expect(visitor.getByRole("link", { name: postTitles[lang], exact: true })).toBeVisible();
    const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${postSlug}?lang=fr`);
    expect(sitemap).toContain(`/blog/${postSlug}?lang=en`);

    // The public page's Edit link opens its editor; an edit is saved.
    await admin.goto(`/pages/${pageSlug}`);
    await admin
      .getByRole("main")
      .getByRole("link", { name: text(lang, "pages.content.edit") })
      .click();
    await expect(admin).toHaveURL(/\/admin\/pages\?edit=[0-9a-f-]{36}$/);
    const editDialog = admin.getByRole("dialog", {
      name: text(lang, "admin.pages.form.edit_title", { title: pageTitles.fr }),
    });
    await expect(editDialog).toBeVisible();
    const french = await languageTab(editDialog, lang, "fr");
    const frenchTitle = french.getByRole("textbox", { name: labelPattern(lang, "admin.pages.form.title") });
    await expect(frenchTitle).toHaveValue(pageTitles.fr);
    await frenchTitle.fill(`${pageTitles.fr} v2`);
    await editDialog.getByRole("button", { name: text(lang, "admin.pages.form.save") }).click();
    await expect(admin.getByText(text(lang, "admin.pages.success.updated"))).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(pageRow.getByText(`${pageTitles.fr} v2`)).toBeVisible();

    // Unsaved changes: closing the editor, or the Back button, asks first.
    const editButton = pageRow.getByRole("button", { name: text(lang, "admin.pages.edit"), exact: true });
    await editButton.click();
    const editAgain = admin.getByRole("dialog", {
      name: text(lang, "admin.pages.form.edit_title", { title: `${pageTitles.fr} v2` }),
    });
    const titleAgain = (await languageTab(editAgain, lang, "fr")).getByRole("textbox", {
      name: labelPattern(lang, "admin.pages.form.title"),
    });
    await titleAgain.fill("Not to be kept");
    await admin.keyboard.press("Escape");
    const unsaved = admin.getByRole("dialog", { name: text(lang, "ui.unsaved.title") });
    await expect(unsaved).toBeVisible();
    await expectAccessible(admin);
    await unsaved.getByRole("button", { name: text(lang, "ui.unsaved.stay") }).click();
    await expect(unsaved).toBeHidden();
    await expect(titleAgain).toHaveValue("Not to be kept");
    await admin.goBack();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole("button", { name: text(lang, "ui.unsaved.stay") }).click();
    await expect(unsaved).toBeHidden();
    await expect(admin).toHaveURL(/\?edit=[0-9a-f-]{36}$/);
    await expect(titleAgain).toHaveValue("Not to be kept");
    await admin.keyboard.press("Escape");
    await unsaved.getByRole("button", { name: text(lang, "ui.unsaved.leave") }).click();
    await expect(editAgain).toBeHidden();
    await expect(pageRow.getByText(`${pageTitles.fr} v2`)).toBeVisible();

    // The history: three versions (created, SEO, edited); the first one viewed, then restored.
    await editButton.click();
    await expect(editAgain).toBeVisible();
    await editAgain.getByText(text(lang, "admin.pages.revisions.title", { count: 3 })).click();
    const versions = editAgain.getByRole("listitem");
    await expect(versions).toHaveCount(3);
    await expect(versions.first().getByText(text(lang, "admin.pages.revisions.current"))).toBeVisible();
    const oldest = versions.last();
    await oldest.getByRole("button", { name: new RegExp(`^${text(lang, "admin.pages.revisions.view")} `) }).click();
    const viewed = editAgain.getByRole("region", {
      name: textPattern(lang, "admin.pages.revisions.view_title", { date: "" }),
    });
    await expect(viewed.getByText(pageTitles.fr, { exact: true })).toBeVisible();
    await expect(viewed.getByText("Bonjour à tous.")).toBeVisible();
    await expectAccessible(admin);
    await oldest.getByRole("button", { name: text(lang, "admin.pages.revisions.restore") }).click();
    const confirm = admin.getByRole("dialog", { name: text(lang, "admin.pages.revisions.restore_title") });
    await expectAccessible(admin);
    await confirm.getByRole("button", { name: text(lang, "admin.pages.revisions.restore") }).click();
    await expect(admin.getByText(text(lang, "admin.pages.success.restored"))).toBeVisible();
    // The editor now holds the restored version (its title names it), and the history one more.
    const restored = admin.getByRole("dialog", {
      name: text(lang, "admin.pages.form.edit_title", { title: pageTitles.fr }),
    });
    const restoredTitle = (await languageTab(restored, lang, "fr")).getByRole("textbox", {
      name: labelPattern(lang, "admin.pages.form.title"),
    });
    await expect(restoredTitle).toHaveValue(pageTitles.fr);
    await expect(restored.getByText(text(lang, "admin.pages.revisions.title", { count: 4 }))).toBeVisible();
    await admin.keyboard.press("Escape");
    await expect(restored).toBeHidden();
    // The focus is back on the button that opened the editor.
    await expect(editButton).toBeFocused();
    await expect(pageRow.getByText(pageTitles.fr, { exact: true })).toBeVisible();
    await visitor.goto(`/pages/${pageSlug}?lang=fr`);
    await expect(visitor.getByRole("heading", { level: 1, name: pageTitles.fr })).toBeVisible();

    // Both deleted after confirming: the demo's blog is as it was.
    for (const [row, title] of [
      [pageRow, pageTitles.fr],
      [postRow, postTitles.fr],
    ] as const) {
      await row.getByRole("button", { name: text(lang, "admin.pages.delete") }).click();
      const confirmDelete = admin.getByRole("dialog", { name: text(lang, "admin.pages.delete_title") });
      await expect(confirmDelete.getByText(text(lang, "admin.pages.delete_confirm", { title }))).toBeVisible();
      await confirmDelete.getByRole("button", { name: text(lang, "admin.pages.delete") }).click();
      // The dialog stays open until the server answers; the first row's toast may still show.
      await expect(confirmDelete).toBeHidden();
      await expect(admin.getByText(text(lang, "admin.pages.success.deleted")).first()).toBeVisible();
      await expect(row).toHaveCount(0);
    }
    const gone = await visitor.goto(`/blog/${postSlug}?lang=${lang}`);
    expect(gone?.status()).toBe(404);

    await closePage(visitor);
    await closePage(admin);
  });
}
