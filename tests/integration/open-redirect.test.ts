// Known open-redirect payloads against every place that redirects to a caller-given path:
// the sign-in page when already signed in (GET), the sign-in form (POST) and the language
// switch. Each answer must stay on this site once a browser has read the Location.
import { describe, expect, it } from "vitest";
import { hasControlCharacter } from "~/forms/validate";
import { action as languageAction } from "~/routes/public/language";
import { action as loginAction, loader as loginLoader } from "~/routes/public/login";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, sessionCookie } from "../factories";
import { routeArgs } from "../route";

const PAYLOADS = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\u0000/evil.example",
  "/%09/evil.example",
  "/%09%5Cevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%0A/evil.example",
  "/%0D/evil.example",
  "/%00/evil.example",
  "/%E3%80%82evil.example",
  "//evil%E3%80%82example",
  "/..//evil.example",
  "/./\\evil.example",
  "///\\;@evil.example",
  "//evil.example@formatio.test",
  "https://evil.example",
  "http:evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " //evil.example",
  "/%%30%30/evil.example",
  "/%E0%A4%A",
  "//%09/evil.example",
  "/\u3002evil.example",
];

const SITE = "http://localhost";

/** Where a browser goes when it follows `location` from a page of this site. */
function assertStaysOnSite(location: string | null, payload: string) {
  expect(location, payload).toBeTruthy();
  const value = location as string;
  expect(value, payload).toMatch(/^\/(?!\/)/);
  // Browsers strip tabs and newlines and read "\" as "/" before resolving.
  expect(value.includes("\\") || hasControlCharacter(value), payload).toBe(false);
  expect(new URL(value, SITE).origin, payload).toBe(SITE);
}

function locationOf(thrownOrReturned: unknown): string | null {
  return thrownOrReturned instanceof Response ? thrownOrReturned.headers.get("location") : null;
}

describe("open redirects", () => {
  useTestDatabase();

  it("has a corpus of at least 30 payloads", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it("GET /login when signed in sends every payload to a path of this site", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user);
    for (const payload of PAYLOADS) {
      const request = makeRequest(`/login?${new URLSearchParams({ redirectTo: payload })}`, { cookie });
      const thrown = await loginLoader(await routeArgs(request)).catch((error: unknown) => error);
      assertStaysOnSite(locationOf(thrown), payload);
    }
  });

  it("POST /login sends every payload to a path of this site after signing in", async () => {
    const user = await createUser();
    for (const payload of PAYLOADS) {
      const request = makeRequest("/login", {
        form: { email: user.email, password: user.password, redirectTo: payload },
      });
      const response = await loginAction(await routeArgs(request));
      if (payload.includes("\u0000")) {
        // A form field holding NUL is a field error: no sign-in, no redirect at all.
        expect((response as unknown as { init: ResponseInit }).init.status, payload).toBe(400);
        continue;
      }
      assertStaysOnSite(locationOf(response), payload);
    }
  });

  it("POST /language sends every payload to a path of this site", async () => {
    for (const payload of PAYLOADS) {
      const request = makeRequest("/language", { form: { lang: "en", redirectTo: payload } });
      const response = await languageAction(await routeArgs(request));
      assertStaysOnSite(locationOf(response), payload);
    }
  });

  it("keeps an ordinary path with its query and fragment", async () => {
    const request = makeRequest("/language", { form: { lang: "en", redirectTo: "/formations?q=café&page=2#list" } });
    const response = await languageAction(await routeArgs(request));
    expect(locationOf(response)).toBe("/formations?q=caf%C3%A9&page=2#list");
  });
});
