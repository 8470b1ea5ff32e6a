import { createHash } from "node:crypto";
import { labelPattern, text } from "./i18n";
import { ADMIN, uniqueIp } from "./support";
import { expect, test } from "./test";

test("health, security headers, SEO links and cross-origin refusal over real HTTP", async ({ baseURL, request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  // Accept-Language decides before any cookie exists.
  const french = await request.get("/", { headers: { "accept-language": "fr-FR,fr;q=0.9" } });
  expect(await french.text()).toContain('<html lang="fr"');
  const english = await request.get("/", { headers: { "accept-language": "en-GB,en;q=0.9" } });
  expect(await english.text()).toContain('<html lang="en"');

  const home = await request.get("/?lang=en");
  expect(home.status()).toBe(200);
  const csp = home.headers()["content-security-policy"];
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
  expect(home.headers()["x-request-id"]).toBeTruthy();
  const html = await home.text();
  // Inline scripts are allowed by their hashes, one by one; nothing else inline runs.
  const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
  expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) {
    expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  }
  expect(html).toContain('<html lang="en"');
  // The site's address is the server's own (PUBLIC_URL unset: http://localhost:PORT).
  expect(baseURL).toMatch(/^http:\/\/localhost:\d+$/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/?lang=en"`);
  expect(html.toLowerCase()).toContain(`<link rel="alternate" hreflang="fr" href="${baseURL}/?lang=fr"`);
  expect(html.toLowerCase()).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/"`);

  const crossSite = await request.post("/newsletter", {
    headers: { origin: "https://evil.example" },
    form: { email: "victim@example.com" },
  });
  expect(crossSite.status()).toBe(403);

  const missing = await request.get("/nope/nothing-here");
  expect(missing.status()).toBe(404);
});

test("forms work without JavaScript: a native sign-in POST is accepted and signs in", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: "en-US",
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
  });
  const page = await context.newPage();
  const response = await page.goto("/login?lang=en");
  expect(response?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const main = page.getByRole("main");
  await main.getByLabel(labelPattern("en", "auth.login.email")).fill(ADMIN.email);
  await main.getByLabel(labelPattern("en", "auth.login.password")).fill(ADMIN.password);
  await main.getByRole("button", { name: text("en", "auth.login.submit") }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Cross-origin request refused")).toHaveCount(0);
  await expect(page.getByRole("link", { name: text("en", "nav.admin") }).first()).toBeAttached();
  await context.close();
});

test("a guarded page's data request sends a visitor to sign in and back to the page, not to its .data URL", async ({
  request,
}) => {
  // What a client-side navigation asks the server for (React Router's single-fetch data request).
  const answer = await request.get("/admin/testimonials.data?status=pending", { maxRedirects: 0 });
  const body = await answer.text();
  expect(body).toContain("SingleFetchRedirect");
  expect(body).toContain('"/login?redirectTo=%2Fadmin%2Ftestimonials%3Fstatus%3Dpending&message=admin_required"');
  expect(body).not.toContain(".data");
});

test("a malformed address is the branded error view with a 400, in the visitor's language", async ({ browser }) => {
  for (const lang of ["fr", "en"] as const) {
    // The French visitor asks with ?lang=, the English one with the browser's language.
    const context = await browser.newContext({
      locale: "en-US",
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
    });
    const page = await context.newPage();
    const answer = await page.goto(lang === "fr" ? "/%E0%A4%A?lang=fr" : "/%E0%A4%A");
    expect(answer?.status()).toBe(400);
    // The site's own page (header, its message), not React Router's bare error.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main").getByText(text(lang, "errors.http.bad_request"))).toBeVisible();
    await expect(page.getByText("Unexpected Server Error")).toHaveCount(0);
    await context.close();
  }
});
