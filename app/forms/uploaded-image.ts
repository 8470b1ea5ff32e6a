// The address of an uploaded image a form posts (ImageUpload's hidden field). Browser-safe: the
// editor and the action check it with the same rule.
import { z } from "zod";
import { isSafeImageUrl } from "~/uploads/image-url";

/** Blank or absent is NULL (it removes the image); an address that is not a safe image's is `invalid`. */
export function uploadedImageUrl(invalid: string, max = 1000) {
  return z
    .string()
    .trim()
    .max(max, invalid)
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isSafeImageUrl(value), invalid);
}
