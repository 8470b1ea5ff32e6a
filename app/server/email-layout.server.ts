// One look for every e-mail the site sends: the site's name and theme colours around a
// heading, paragraphs, one button and small print, as an HTML part and its plain-text
// twin, in the recipient's language. Mail clients ignore <style> and CSS variables, so
// everything is inline styles on tables.
import type { TFunction } from "i18next";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/messages";
import { siteBaseUrl } from "~/server/config.server";
import { readTogether } from "~/server/db.server";
import { readableOnWhite } from "~/site/colour";
import { getSiteChrome } from "~/site/site.server";

export type EmailContent = {
  lang: Lang;
  subject: string;
  /** Shown after the subject in inbox lists; the heading when absent. */
  preheader?: string;
  heading: string;
  /**
   * Already translated; plain text (escaped in the HTML part). A list of lines is a block
   * of details (what, when, where) set apart in a box.
   */
  paragraphs: (string | string[])[];
  /** The one thing to do: a button in HTML, the label and the address in text. */
  action?: { label: string; url: string };
  /** Small print under the action: how long the link lasts, what to do if it was not you. */
  notes?: string[];
};

export type EmailBrand = {
  appName: string;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
  theme: { primary: string; secondary: string };
};

export type RenderedEmail = { subject: string; html: string; text: string };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The pure part: content + brand + translations → subject, HTML and text. */
export function layoutEmail(content: EmailContent, brand: EmailBrand, t: TFunction): RenderedEmail {
  const site = brand.appName;
  // White text sits on both colours: darkened when an admin picked a shade too light to read.
  const primary = readableOnWhite(brand.theme.primary);
  const secondary = readableOnWhite(brand.theme.secondary);
  const footer = t("emails.layout.footer", { site });
  const signature = t("emails.layout.signature", { site });

  const paragraph = (text: string | string[]) =>
    typeof text === "string"
      ? `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:#0f172a">${escapeHtml(text)}</p>`
      : `<p style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${primary};background:#f8fafc;font-size:15px;line-height:1.6;color:#0f172a">${text.map(escapeHtml).join("<br>")}</p>`;
  const note = (text: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(text)}</p>`;
  const action = content.action
    ? [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>`,
        `<td style="border-radius:8px;background:${primary}">`,
        `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>`,
        `</td></tr></table>`,
        note(t("emails.layout.link_fallback")),
        `<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(content.action.url)}" style="color:${secondary}">${escapeHtml(content.action.url)}</a></p>`,
      ].join("")
    : "";

  const html = [
    "<!doctype html>",
    `<html lang="${content.lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader ?? content.heading)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:12px;${FONT}">`,
    `<tr><td style="background:${secondary};border-radius:12px 12px 0 0;padding:20px 32px">`,
    `<a href="${escapeHtml(brand.siteUrl)}" style="${FONT};font-size:20px;font-weight:700;color:#ffffff;text-decoration:none">${escapeHtml(site)}</a>`,
    "</td></tr>",
    `<tr><td style="height:4px;line-height:4px;font-size:0;background:${primary}">&nbsp;</td></tr>`,
    `<tr><td style="padding:32px">`,
    `<h1 style="margin:0 0 20px;${FONT};font-size:22px;line-height:1.3;color:${secondary}">${escapeHtml(content.heading)}</h1>`,
    content.paragraphs.map(paragraph).join(""),
    action,
    (content.notes ?? []).map(note).join(""),
    `<p style="margin:24px 0 0;font-size:16px;line-height:1.55;color:#0f172a">${escapeHtml(signature)}</p>`,
    "</td></tr>",
    `<tr><td style="padding:16px 32px;background:#f8fafc;border-radius:0 0 12px 12px;font-size:12px;line-height:1.5;color:#64748b">`,
    `${escapeHtml(footer)} · <a href="${escapeHtml(brand.siteUrl)}" style="color:#64748b">${escapeHtml(brand.siteUrl.replace(/^https?:\/\//, ""))}</a>`,
    "</td></tr></table>",
    "</td></tr></table></body></html>",
  ].join("");

  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [...[p].flat(), ""]),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ""] : []),
    ...(content.notes?.length ? [...content.notes, ""] : []),
    signature,
    "",
    "--",
    `${footer} · ${brand.siteUrl}`,
  ].join("\n");

  return { subject: content.subject, html, text };
}

/** The site's brand as the settings say now (name, theme colours) and its address. */
export async function currentEmailBrand(): Promise<EmailBrand> {
  const site = await getSiteChrome();
  return { appName: site.appName, siteUrl: siteBaseUrl(), theme: site.theme };
}

/**
 * An e-mail in `lang` with the current brand: `build` writes the content with the
 * recipient's translations and the site's name. Call it before opening a transaction
 * (it reads the settings: on PGlite a read outside an open transaction waits for it).
 */
export async function renderEmail(
  lang: Lang,
  build: (t: TFunction, brand: EmailBrand) => Omit<EmailContent, "lang">,
): Promise<RenderedEmail> {
  const [brand, t] = await readTogether(currentEmailBrand, () => getFixedT(lang));
  return layoutEmail({ ...build(t, brand), lang }, brand, t);
}
