import { describe, expect, it } from "vitest";
import { htmlToBlocks } from "~/rich-text/blocks";

describe("rich text as a document's blocks", () => {
  it("keeps paragraphs, headings and line breaks, drops inline formatting and decodes entities", () => {
    expect(
      htmlToBlocks("<h3>Module 1 : Bases</h3><p>Un <strong>vrai</strong> cas<br>pratique &amp; concret</p>"),
    ).toEqual([
      { kind: "heading", text: "Module 1 : Bases" },
      { kind: "paragraph", text: "Un vrai cas\npratique & concret" },
    ]);
  });

  it("gives bullets to unordered items and numbers to ordered ones, nested lists one level deeper", () => {
    expect(
      htmlToBlocks("<ol><li><p>Plan</p></li><li><p>Do</p><ul><li>Check</li></ul></li></ol><ul><li>Act</li></ul>"),
    ).toEqual([
      { kind: "item", text: "Plan", marker: "1.", depth: 0 },
      { kind: "item", text: "Do", marker: "2.", depth: 0 },
      { kind: "item", text: "Check", marker: "•", depth: 1 },
      { kind: "item", text: "Act", marker: "•", depth: 0 },
    ]);
  });

  it("treats bare text as a paragraph and leaves nothing for an empty editor", () => {
    expect(htmlToBlocks("plain text")).toEqual([{ kind: "paragraph", text: "plain text" }]);
    expect(htmlToBlocks("<p></p>")).toEqual([]);
    expect(htmlToBlocks(null)).toEqual([]);
  });
});
