// An ordered list of images in a form (an agency's photos, a case study's images), as
// GalleryField submits it: `photos.0.url`, `photos.0.caption_fr`, `photos.1.url`… which
// parseForm reads as an array in index order. Browser-safe: the form and the action share it.
import { z } from "zod";
import { optionalText } from "~/forms/optional-text";
import { isUuid } from "~/forms/validate";
import { isSafeImageUrl } from "~/uploads/image-url";

const K = "ui.gallery";
const MAX_CAPTION_LENGTH = 300;

/** An image of the list as the form holds it; `id` only for one already stored. */
export type GalleryItem = {
  id?: string;
  url: string;
  caption_fr?: string | null;
  caption_en?: string | null;
  alt_fr?: string | null;
  alt_en?: string | null;
};

const optionalCaption = optionalText(MAX_CAPTION_LENGTH, `${K}.too_long`);

const galleryItemSchema = z.object({
  id: z
    .string()
    .optional()
    .refine((value) => value === undefined || isUuid(value), `${K}.invalid_image`),
  url: z
    .string({ error: `${K}.invalid_image` })
    .trim()
    .min(1, `${K}.invalid_image`)
    .max(2000, `${K}.invalid_image`)
    .refine(isSafeImageUrl, `${K}.invalid_image`),
  caption_fr: optionalCaption,
  caption_en: optionalCaption,
  alt_fr: optionalCaption,
  alt_en: optionalCaption,
});

export type GalleryImage = z.infer<typeof galleryItemSchema>;

/**
 * The images of a gallery field, in the order shown (none submitted: an empty list). `maxMessage`
 * is the screen's translation key for too many images (it receives {{max}}).
 */
export function gallerySchema({ max, maxMessage = `${K}.max` }: { max: number; maxMessage?: string }) {
  return z.array(galleryItemSchema).max(max, maxMessage).default([]);
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(target, 0, item);
  return next;
}
