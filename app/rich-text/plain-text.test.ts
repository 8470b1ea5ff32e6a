import { describe, expect, it } from "vitest";
import {
  CARD_EXCERPT_LENGTH,
  cardExcerpt,
  excerpt,
  hasText,
  htmlToLines,
  htmlToText,
  objectivesToHtml,
  paragraphs,
  parseObjectives,
} from "~/rich-text/plain-text";

describe("htmlToText", () => {
  it("drops tags, decodes entities and separates blocks", () => {
    expect(htmlToText("<p>Salut&nbsp;!</p><p>R&amp;D &lt;3 &#233;t&#xE9;</p>")).toBe("Salut\u00a0! R&D <3 été");
  });
});

describe("excerpt", () => {
  it("cuts on a word with an ellipsis", () => {
    const text = `<p>${"word ".repeat(60)}</p>`;
    const result = excerpt(text, 50);
    expect(result.length).toBeLessThanOrEqual(50);
    expect(result.endsWith("word…")).toBe(true);
  });
});

describe("cardExcerpt", () => {
  it("keeps one line per block, cut on a word, in the reader's language or else French", () => {
    expect(htmlToLines("<h2>Goal</h2><p>One&nbsp;<b>two</b></p><ul><li>three</li></ul>")).toBe(
      "Goal\nOne\u00a0two\nthree",
    );
    const long = `<p>${"word ".repeat(100)}</p>`;
    const cut = cardExcerpt(long, long, "fr");
    expect(cut.length).toBeLessThanOrEqual(CARD_EXCERPT_LENGTH);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cardExcerpt("<p>Bonjour</p>", "<p>Hello</p>", "en")).toBe("Hello");
    expect(cardExcerpt("<p>Bonjour</p>", "<p> </p>", "en")).toBe("Bonjour");
    expect(cardExcerpt("<p>Bonjour</p>", "<p>Hello</p>", "fr")).toBe("Bonjour");
    expect(cardExcerpt("", "", "en")).toBe("");
  });
});

describe("hasText", () => {
  it("treats an empty editor as empty", () => {
    expect(hasText("<p></p>")).toBe(false);
    expect(hasText("<p> </p>")).toBe(false);
    expect(hasText("<p>x</p>")).toBe(true);
  });
});

describe("objectives", () => {
  it("splits comma text, trimmed, empties dropped", () => {
    expect(parseObjectives(" Plan ,  Lead,, Deliver , ")).toEqual(["Plan", "Lead", "Deliver"]);
    expect(parseObjectives("<p>Plan, Lead</p><p>Deliver</p>")).toEqual(["Plan", "Lead", "Deliver"]);
  });

  it("takes one objective per list item, commas included", () => {
    expect(
      parseObjectives("<ul><li><p>Plan, then <strong>lead</strong></p></li><li><p></p></li><li>R&amp;D</li></ul>"),
    ).toEqual(["Plan, then lead", "R&D"]);
  });

  it("round-trips through the editor HTML", () => {
    const list = ["Set goals, measure them", "Use <tags> & co"];
    expect(parseObjectives(objectivesToHtml(list))).toEqual(list);
  });
});

describe("paragraphs", () => {
  it("gives one paragraph per line, whatever the line break", () => {
    expect(paragraphs("One\nTwo\r\nThree\rFour\u2028Five\u2029Six")).toEqual([
      "One",
      "Two",
      "Three",
      "Four",
      "Five",
      "Six",
    ]);
  });

  it("trims lines and drops blank ones, so a blank line between paragraphs adds none", () => {
    expect(paragraphs("  First paragraph.  \r\n\r\n \t \r\nSecond, a single\nline later.\n\n")).toEqual([
      "First paragraph.",
      "Second, a single",
      "line later.",
    ]);
  });

  it("keeps a no-break space inside a line and reads an empty or missing text as none", () => {
    expect(paragraphs("Salut\u00a0!")).toEqual(["Salut\u00a0!"]);
    expect(paragraphs("")).toEqual([]);
    expect(paragraphs(null)).toEqual([]);
  });
});
