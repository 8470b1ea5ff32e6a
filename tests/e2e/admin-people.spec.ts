// The back office's people screens, as an administrator in French and in English: create a
// user (the invitation arrives in their language and its link sets their password), change
// a role inline, refuse a delete until the exact e-mail is typed, then delete.
import { journeyLanguages, labelPattern, literally, text } from "./i18n";
import { closePage, expectAccessible, mailedLink, newPage, signIn, signInAsAdmin, signUp } from "./support";
import { expect, test } from "./test";

for (const lang of journeyLanguages("fr")) {
  test(`an admin creates a user who sets their password, changes a role inline and deletes a user (${lang})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, lang);
    const email = `invited-${lang}-${Date.now()}@example.com`;
    const other = lang === "fr" ? "en" : "fr";
    await signInAsAdmin(page, lang);
    await page.goto("/admin/roles");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text(lang, "admin.roles.title") })).toBeVisible();
    await expect(page.getByRole("navigation", { name: text(lang, "admin.sidebar_label") })).toBeVisible();
    await expectAccessible(page);

    // Add: the invitation goes out in the user's own language (the other one here).
    const opener = main.getByRole("button", { name: text(lang, "admin.roles.add") });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: text(lang, "admin.roles.form.title") });
    await dialog.getByLabel(labelPattern(lang, "admin.roles.form.email")).fill("not an address");
    await dialog.getByLabel(labelPattern(lang, "admin.roles.form.full_name")).fill("Invited Person");
    await dialog.getByRole("button", { name: text(lang, "admin.roles.form.save") }).click();
    await expect(dialog.getByText(text(lang, "admin.roles.validation.email_invalid"))).toBeVisible();
    await dialog.getByLabel(labelPattern(lang, "admin.roles.form.email")).fill(email);
    await dialog.getByLabel(labelPattern(lang, "admin.roles.form.role")).selectOption("teacher");
    await dialog.getByLabel(labelPattern(lang, "admin.roles.form.language")).selectOption(other);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: text(lang, "admin.roles.form.save") }).click();
    await expect(page.getByText(text(lang, "admin.roles.success.created"))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The row, found by search (the URL keeps it).
    await main.getByRole("searchbox", { name: text(lang, "admin.roles.search_label") }).fill(email);
    await main.getByRole("searchbox", { name: text(lang, "admin.roles.search_label") }).press("Enter");
    await expect(page).toHaveURL(/q=invited-/);
    const row = main.getByRole("row", { name: new RegExp(email) });
    await expect(row.getByText(text(lang, "admin.roles.role.teacher"))).toBeVisible();

    // Inline role edit: Escape cancels and gives the focus back; save changes the role.
    const editRole = row.getByRole("button", { name: text(lang, "admin.roles.edit_role") });
    await editRole.click();
    // The role's control, named by its column (the profile's is the row's other one).
    const roleSelect = row.getByRole("combobox", {
      name: new RegExp(`^${literally(text(lang, "admin.roles.columns.role"))}\\b`),
    });
    await expect(roleSelect).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(editRole).toBeFocused();
    await editRole.click();
    await roleSelect.selectOption("operator");
    await row.getByRole("button", { name: text(lang, "admin.list.save") }).click();
    await expect(page.getByText(text(lang, "admin.roles.success.role"))).toBeVisible();
    await expect(row.getByText(text(lang, "admin.roles.role.operator"))).toBeVisible();
    // The row's history in the audit log, kept for after the deletion.
    const history = await row
      .getByRole("link", { name: text(lang, "admin.audit.history_of", { label: email }) })
      .getAttribute("href");

    // The invitation, in the user's language, sets the password; the user signs in.
    const link = await mailedLink(email, "/reset-password");
    expect(link).toContain(`lang=${other}`);
    const invited = await newPage(browser, other);
    await invited.goto(link);
    await invited
      .getByRole("main")
      .getByLabel(labelPattern(other, "auth.reset.password"))
      .fill("my very own passphrase 7");
    await invited
      .getByRole("main")
      .getByRole("button", { name: text(other, "auth.reset.submit") })
      .click();
    await expect(invited).toHaveURL(/\/login\?message=password_reset/);
    await signIn(invited, other, email, "my very own passphrase 7");
    await expect(invited).toHaveURL(/\/$/);
    await closePage(invited);

    // Delete: the button stays disabled until the exact e-mail is typed.
    await page.reload();
    await row.getByRole("button", { name: text(lang, "admin.roles.delete") }).click();
    const confirm = page.getByRole("dialog", { name: text(lang, "admin.roles.delete_title") });
    const confirmButton = confirm.getByRole("button", { name: text(lang, "admin.roles.delete") });
    await expect(confirmButton).toBeDisabled();
    await confirm.getByRole("textbox").fill(`${email}x`);
    await expect(confirmButton).toBeDisabled();
    await confirm.getByRole("textbox").fill(email);
    await expect(confirmButton).toBeEnabled();
    await confirmButton.click();
    await expect(page.getByText(text(lang, "admin.roles.success.deleted"))).toBeVisible();
    await expect(main.getByRole("row", { name: new RegExp(email) })).toHaveCount(0);

    // Each of these writes is in the audit log, by the admin, the deleted account included.
    await page.goto(history as string);
    for (const action of ["create", "role_change", "delete"]) {
      await expect(
        main
          .getByRole("listitem")
          .filter({ hasText: text(lang, `admin.audit.actions.${action}`) })
          .first(),
      ).toContainText("admin@e2e.test");
    }
    await expectAccessible(page);
    await closePage(page);
  });
}

for (const lang of journeyLanguages("en")) {
  test(`the permission matrix follows the toggle rules and a role's rights change its editors (${lang})`, async ({
    browser,
  }) => {
    const admin = await newPage(browser, lang);
    await signInAsAdmin(admin, lang);
    await admin.goto("/admin/permissions");
    const main = admin.getByRole("main");
    const box = (role: string, module: string, flag: string) =>
      main.getByRole("checkbox", {
        name: text(lang, "admin.permissions.checkbox_label", {
          role: text(lang, `admin.roles.role.${role}`),
          module: text(lang, `admin.permissions.modules.${module}`),
          flag: text(lang, `admin.permissions.flags.${flag}`),
        }),
        exact: true,
      });
    await expectAccessible(admin);
    // Edit on: view comes with it. View off: everything goes.
    await box("member", "courses", "can_view").uncheck();
    await box("member", "courses", "can_edit").check();
    await expect(box("member", "courses", "can_view")).toBeChecked();
    await box("member", "courses", "can_view").uncheck();
    await expect(box("member", "courses", "can_edit")).not.toBeChecked();
    // Members may now edit courses; save.
    await box("member", "courses", "can_edit").check();
    await main.getByRole("button", { name: text(lang, "admin.permissions.save") }).click();
    await expect(admin.getByText(text(lang, "admin.permissions.success.save"))).toBeVisible();

    // A member sees the course editor's button, and only that one.
    const member = await newPage(browser, lang);
    const email = `matrix-${lang}-${Date.now()}@example.com`;
    await signUp(member, lang, "Matrix Member", email, "a member passphrase 42");
    await signIn(member, lang, email, "a member passphrase 42");
    await expect(member).toHaveURL(/\/$/);
    await member.goto("/formations");
    const firstCourse = member.getByRole("main").locator('a[href^="/formations/"]').first();
    await firstCourse.click();
    await expect(member.getByRole("button", { name: text(lang, "pages.courses.edit") })).toBeVisible();
    await expect(member.getByRole("button", { name: text(lang, "pages.courses.delete") })).toHaveCount(0);

    // Taken back: the button goes.
    await admin.reload();
    await box("member", "courses", "can_edit").uncheck();
    await main.getByRole("button", { name: text(lang, "admin.permissions.save") }).click();
    await expect(admin.getByText(text(lang, "admin.permissions.success.save"))).toBeVisible();
    await member.reload();
    await expect(member.getByRole("button", { name: text(lang, "pages.courses.edit") })).toHaveCount(0);
    await closePage(member);
    await closePage(admin);
  });
}
