// An HTML checkbox sends "on" when ticked (or its value, here "true") and nothing at all when
// not: one schema for every form's checkboxes, so absent means false everywhere.
import { z } from "zod";

export const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");
