// Plain text out of rich-text HTML (meta descriptions, card excerpts, objectives).
// Runs in the browser and on the server, so no DOM and no sanitize-html here.

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

/** At most `max` characters of plain text, cut on a word boundary with an ellipsis. */
export function excerpt(html: string | null | undefined, max = 160): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** Whether a rich-text field has anything to show (an empty editor leaves "<p></p>"). */
export function hasText(html: string | null | undefined): boolean {
  return htmlToText(html) !== "" || /<img\b/i.test(html ?? "");
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
