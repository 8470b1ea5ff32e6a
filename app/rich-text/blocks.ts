// Rich-text HTML as the blocks a document lays out in plain text (the programme PDF): paragraphs,
// headings and list items, each item with its bullet or its number. What the sanitiser lets
// through is small (p, h2, h3, ul, ol, li, strong, em, a, br, blockquote…), so a walk over the
// tags is enough; inline formatting is dropped, a line break kept. Browser-safe, no DOM.
import { decodeEntities } from "~/rich-text/plain-text";

export type TextBlock = {
  kind: "paragraph" | "heading" | "item";
  text: string;
  /** An item's mark: "•" or "3.". */
  marker?: string;
  /** How deep an item is in nested lists (0 for the outer one). */
  depth?: number;
};

const BLOCK_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "div"]);

/** The blocks of `html`, in order; empty ones dropped. */
export function htmlToBlocks(html: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let current: TextBlock | null = null;

  const flush = () => {
    if (current) {
      const text = current.text
        .split("\n")
        .map((line) => line.replace(/[ \t\r\f\v]+/g, " ").trim())
        .filter(Boolean)
        .join("\n");
      if (text) blocks.push({ ...current, text });
    }
    current = null;
  };
  const open = (block: TextBlock) => {
    flush();
    current = block;
  };

  for (const token of (html ?? "").split(/(<[^>]*>)/)) {
    const tag = /^<\s*(\/)?\s*([a-z][a-z0-9]*)\b/i.exec(token);
    if (!tag) {
      if (token && !token.startsWith("<")) {
        if (!current) current = { kind: "paragraph", text: "" };
        (current as TextBlock).text += decodeEntities(token.replace(/[\r\n]+/g, " "));
      }
      continue;
    }
    const [, closing, rawName] = tag;
    const name = rawName.toLowerCase();
    if (name === "ul" || name === "ol") {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === "ol", count: 0 });
    } else if (name === "li") {
      if (closing) flush();
      else {
        const list = lists[lists.length - 1];
        if (list) list.count += 1;
        open({
          kind: "item",
          text: "",
          marker: list?.ordered ? `${list.count}.` : "•",
          depth: Math.max(0, lists.length - 1),
        });
      }
    } else if (name === "br") {
      if (current) (current as TextBlock).text += "\n";
    } else if (BLOCK_TAGS.has(name)) {
      // A paragraph inside a list item is the item's own text, not a block of its own.
      const inItem = (current as TextBlock | null)?.kind === "item";
      if (closing) {
        if (!inItem) flush();
      } else if (!inItem) {
        open({ kind: /^h\d$/.test(name) ? "heading" : "paragraph", text: "" });
      } else if ((current as TextBlock | null)?.text.trim()) {
        (current as unknown as TextBlock).text += "\n";
      }
    }
  }
  flush();
  return blocks;
}
