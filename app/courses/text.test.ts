import { describe, expect, it } from "vitest";
import { excerpt, hasText, htmlToText, objectivesToHtml, parseObjectives } from "~/courses/text";

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
