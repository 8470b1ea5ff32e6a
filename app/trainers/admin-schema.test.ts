import { describe, expect, it } from "vitest";
import { parseForm } from "~/forms/validate";
import { formatSpecialties, MAX_SPECIALTIES, parseSpecialties, trainerSchema } from "./admin-schema";

describe("parseSpecialties", () => {
  it("splits on commas, trims and drops empties (spec)", () => {
    expect(parseSpecialties(" Leadership , Excel,, ,Gestion de projet ")).toEqual([
      "Leadership",
      "Excel",
      "Gestion de projet",
    ]);
  });

  it("keeps the first of repeats, whatever their case", () => {
    expect(parseSpecialties("Excel, excel, EXCEL, Word")).toEqual(["Excel", "Word"]);
  });

  it("reads nothing as no specialties", () => {
    expect(parseSpecialties("")).toEqual([]);
    expect(parseSpecialties(" , ,")).toEqual([]);
    expect(parseSpecialties(undefined)).toEqual([]);
    expect(parseSpecialties(null)).toEqual([]);
  });

  it("reads back what formatSpecialties wrote", () => {
    const list = ["Sécurité", "Management d'équipe"];
    expect(parseSpecialties(formatSpecialties(list))).toEqual(list);
  });
});

describe("trainerSchema", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    const all = { full_name: "Ana", email: "ana@example.com", language: "fr", ...fields };
    for (const [name, value] of Object.entries(all)) data.set(name, value);
    return parseForm(trainerSchema, data);
  };
  const errors = (fields: Record<string, string>) => {
    const result = form(fields);
    return result.ok ? {} : result.errors;
  };

  it("stores blanks as null, the e-mail lowercased, the specialties as a list, unticked as inactive", () => {
    const result = form({
      email: " Ana@Example.COM ",
      phone: " ",
      website: "",
      specialties_fr: "A, b",
      position_fr: " Formatrice ",
      position_en: "  ",
      bio_en: "",
      specialties_en: " , ",
    });
    expect(result.ok && result.data).toMatchObject({
      email: "ana@example.com",
      phone: null,
      website: null,
      linkedin: null,
      avatar_url: null,
      specialties_fr: ["A", "b"],
      position_fr: "Formatrice",
      // Blank English texts are absent: English pages then show the French ones.
      position_en: null,
      bio_en: null,
      specialties_en: [],
      is_active: false,
    });
    const ticked = form({ is_active: "on" });
    expect(ticked.ok && ticked.data.is_active).toBe(true);
  });

  it("requires the name and a valid e-mail", () => {
    expect(errors({ full_name: " ", email: "" })).toMatchObject({
      full_name: "admin.trainers.validation.name_required",
      email: "admin.trainers.validation.email_required",
    });
    expect(errors({ email: "not an address" })).toEqual({ email: "admin.trainers.validation.email_invalid" });
  });

  it("takes only http(s) web addresses", () => {
    expect(errors({ website: "https://ana.example.com", linkedin: "https://www.linkedin.com/in/ana" })).toEqual({});
    expect(errors({ website: "javascript:alert(1)", linkedin: "ana" })).toEqual({
      website: "admin.trainers.validation.url_invalid",
      linkedin: "admin.trainers.validation.url_invalid",
    });
  });

  it("bounds the specialties and refuses a photo address that is neither ours nor http(s)", () => {
    const many = Array.from({ length: MAX_SPECIALTIES + 1 }, (_, i) => `S${i}`).join(",");
    expect(errors({ specialties_fr: many })).toEqual({
      specialties_fr: "admin.trainers.validation.too_many_specialties",
    });
    expect(errors({ specialties_en: "x".repeat(61) })).toEqual({
      specialties_en: "admin.trainers.validation.specialty_too_long|max=60",
    });
    expect(errors({ avatar_url: "//evil.example/a.png" })).toEqual({
      avatar_url: "admin.trainers.validation.avatar_invalid",
    });
    expect(errors({ avatar_url: "/uploads/avatars/trainer-1.png" })).toEqual({});
  });
});
