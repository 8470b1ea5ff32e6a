import { describe, expect, it } from "vitest";
import { withSiteName } from "./meta";

describe("withSiteName", () => {
  it("adds the site's name to a title that does not name it", () => {
    expect(withSiteName("Nos services", "Formatio")).toBe("Nos services | Formatio");
  });

  it("adds it when the name is only part of a longer word (Formation contains Formatio)", () => {
    expect(withSiteName("Formation en gestion de projet", "Formatio")).toBe(
      "Formation en gestion de projet | Formatio",
    );
    expect(withSiteName("Formations certifiantes", "Formatio")).toBe("Formations certifiantes | Formatio");
  });

  it("keeps a title that already names the site as a word", () => {
    expect(withSiteName("À propos de Formatio", "Formatio")).toBe("À propos de Formatio");
    expect(withSiteName("Nos engagements | Formatio", "Formatio")).toBe("Nos engagements | Formatio");
    expect(withSiteName("formatio: contact", "Formatio")).toBe("formatio: contact");
  });

  it("reads names with accents and signs literally", () => {
    expect(withSiteName("Cours d'été", "Éco+ Académie")).toBe("Cours d'été | Éco+ Académie");
    expect(withSiteName("Bienvenue chez Éco+ Académie", "Éco+ Académie")).toBe("Bienvenue chez Éco+ Académie");
  });
});
