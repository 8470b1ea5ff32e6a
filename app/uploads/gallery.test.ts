// A gallery as GalleryField submits it (nested, indexed names) read back by parseForm.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "~/forms/validate";
import { gallerySchema, moveItem } from "~/uploads/gallery";

const agencySchema = z.object({
  name: z.string().min(1),
  photos: gallerySchema({ max: 5, maxMessage: "admin.agencies.photos.error.max_photos" }),
});

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("gallerySchema through parseForm", () => {
  it("reads `photos.N.*` as a list in index order, empty texts as null", () => {
    const result = parseForm(
      agencySchema,
      form([
        ["name", "Dakar"],
        ["photos.1.url", "/uploads/agencies/b.webp"],
        ["photos.1.caption_fr", "  Accueil  "],
        ["photos.1.caption_en", ""],
        ["photos.0.url", "/uploads/agencies/a.webp"],
        ["photos.0.id", "0b0f3f5e-6b0a-4a57-9c39-2c8a3f1e0d11"],
        ["photos.0.caption_fr", "Façade"],
        ["photos.0.caption_en", "Front"],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        name: "Dakar",
        photos: [
          {
            id: "0b0f3f5e-6b0a-4a57-9c39-2c8a3f1e0d11",
            url: "/uploads/agencies/a.webp",
            caption_fr: "Façade",
            caption_en: "Front",
            alt_fr: null,
            alt_en: null,
          },
          { url: "/uploads/agencies/b.webp", caption_fr: "Accueil", caption_en: null, alt_fr: null, alt_en: null },
        ],
      },
    });
  });

  it("gives an empty list when no image is sent", () => {
    expect(parseForm(agencySchema, form([["name", "Dakar"]]))).toEqual({
      ok: true,
      data: { name: "Dakar", photos: [] },
    });
  });

  it("refuses a sixth photo with the screen's message, on the list's name", () => {
    const entries: [string, string][] = [["name", "Dakar"]];
    for (let i = 0; i < 6; i++) entries.push([`photos.${i}.url`, `/uploads/agencies/${i}.webp`]);
    const result = parseForm(agencySchema, form(entries));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ photos: "admin.agencies.photos.error.max_photos" });
  });

  it("names a refused image field by its dotted path, as its input is named", () => {
    const result = parseForm(
      agencySchema,
      form([
        ["name", "Dakar"],
        ["photos.0.url", "javascript:alert(1)"],
        ["photos.1.url", "/uploads/agencies/b.webp"],
        ["photos.1.caption_en", "x".repeat(301)],
      ]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        "photos.0.url": "ui.gallery.invalid_image",
        "photos.1.caption_en": "ui.gallery.too_long|max=300",
      });
    }
  });
});

describe("moveItem", () => {
  it("moves one item, clamped to the list, leaving the input alone", () => {
    const list = ["a", "b", "c"];
    expect(moveItem(list, 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(list, 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(list, 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(list, 2, 9)).toEqual(["a", "b", "c"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
});
