// One term for signing up (issue 24 §10): the help centre names the header's button as the
// header does, in both languages, and keeps "register" for sessions.
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import fr from "../../../locales/fr.json";
import { HELP } from "./help";

describe("the demo help centre", () => {
  it("tells people to click the header's sign-up button by its own name", () => {
    const account = HELP.flatMap((section) => section.articles).find((a) => a.title.en === "Creating an account");
    expect(account?.content.fr).toContain(`« ${fr.nav.register} »`);
    expect(account?.content.en).toContain(`“${en.nav.register}”`);
    expect(account?.content.en).not.toContain("“Register”");
  });

  it("matches the sign-in modal's link to the sign-up form", () => {
    expect(fr.auth.login.create_account).toBe(fr.nav.register);
    expect(en.auth.login.create_account).toBe(en.nav.register);
  });
});
