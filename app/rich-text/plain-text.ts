// Plain text out of rich-text HTML (meta descriptions, card excerpts, objectives), and the
// paragraphs of plain-text descriptions (services, resources).
// Runs in the browser and on the server, so no DOM and no sanitize-html here.
import type { Lang } from "~/i18n/messages";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value =
        code[1].toLowerCase() === "x" ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// Block ends become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
const BLOCK_BREAK = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre)\b[^>]*>/gi;

/** The readable text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return (
    decodeEntities(html.replace(BLOCK_BREAK, " ").replace(/<[^>]*>/g, ""))
      // Ordinary whitespace only: a no-break space (French "Salut !") must stay unbreakable.
      .replace(/[ \t\r\n\f\v]+/g, " ")
      .trim()
  );
}

/** The readable text of an HTML fragment, one line per block (paragraph, heading, list item). */
export function htmlToLines(html: string | null | undefined): string {
  if (!html) return "";
  return decodeEntities(html.replace(BLOCK_BREAK, "\n").replace(/<[^>]*>/g, ""))
    .split("\n")
    .map((line) => line.replace(/[ \t\r\f\v]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/**
 * At most `max` characters of plain text, cut on a word boundary with an ellipsis. With
 * `keepLines`, blocks stay on lines of their own, so a card can show its paragraphs as
 * the rich text did.
 */
export function excerpt(html: string | null | undefined, max = 160, { keepLines = false } = {}): string {
  const text = keepLines ? htmlToLines(html) : htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n"));
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * A catalogue card's excerpt. Long enough to fill the card's three clamped lines at its widest
 * (one column just under the md breakpoint, ~95 characters a line), so the cut never shows.
 */
export const CARD_EXCERPT_LENGTH = 320;

/** A card's excerpt in the reader's language; English readers get the French one when the English has no text. */
export function cardExcerpt(fr: string | null | undefined, en: string | null | undefined, lang: Lang): string {
  const options = { keepLines: true };
  return (lang === "en" ? excerpt(en, CARD_EXCERPT_LENGTH, options) : "") || excerpt(fr, CARD_EXCERPT_LENGTH, options);
}

/** Whether a rich-text field has anything to show (an empty editor leaves "<p></p>"). */
export function hasText(html: string | null | undefined): boolean {
  return htmlToText(html) !== "" || /<img\b/i.test(html ?? "");
}

/**
 * A plain-text description as its paragraphs: one per line, the spec's rule. Every line break
 * counts (a textarea submits CRLF; pasted text may hold a lone CR or a Unicode line or paragraph
 * separator); lines are trimmed and blank ones dropped, so the blank line people leave between
 * paragraphs never makes an empty one.
 */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const MAX_OBJECTIVES = 50;
const MAX_OBJECTIVE_LENGTH = 500;

/**
 * Objectives are stored as a list of plain texts. The editor is a rich-text field: each list
 * item is one objective (lossless, an objective may contain a comma). Without list items the
 * text is "comma text" per the spec: split on commas (and line breaks), trimmed, empties dropped.
 */
export function parseObjectives(input: string | null | undefined): string[] {
  const html = input ?? "";
  const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => htmlToText(m[1]));
  const parts =
    items.length > 0 ? items : decodeEntities(html.replace(BLOCK_BREAK, "\n").replace(/<[^>]*>/g, "")).split(/[,\n]/);
  return parts
    .map((part) => part.replace(/\s+/g, " ").trim().slice(0, MAX_OBJECTIVE_LENGTH))
    .filter(Boolean)
    .slice(0, MAX_OBJECTIVES);
}

/** The editor's starting HTML for a stored objectives list: one bullet per objective. */
export function objectivesToHtml(objectives: readonly string[]): string {
  if (objectives.length === 0) return "";
  return `<ul>${objectives.map((o) => `<li><p>${escapeHtml(o)}</p></li>`).join("")}</ul>`;
}
