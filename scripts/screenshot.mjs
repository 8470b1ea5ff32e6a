// Takes a screenshot of a page of a running site (README image, visual checks):
//   node scripts/screenshot.mjs <url> <out.png> [full] [locale]
import { chromium } from "@playwright/test";

const [url = "http://localhost:3000/", out = "screenshot.png", full, locale = "fr-FR"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale });
const errors = [];
page.on("console", (m) => {
  if (m.type() === "error") errors.push(m.text());
});
page.on("pageerror", (e) => errors.push(String(e)));
await page.goto(url);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === "full" });
if (errors.length) console.log("browser errors:", errors);
await browser.close();
