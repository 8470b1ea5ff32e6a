// The public form of /verify/{code} ("is my PDF genuine?") and what it answers. Browser-safe:
// the page checks the same schema before posting; the server reads the file's bytes again.
import { z } from "zod";
import { PRIVATE_DOCUMENT_MAX_BYTES } from "~/uploads/private-documents";

const K = "verify.check.errors";

/** The largest PDF the check takes: the private documents' limit, which the page's body limit follows. */
export const PDF_CHECK_MAX_BYTES = PRIVATE_DOCUMENT_MAX_BYTES;
export const PDF_CHECK_ACCEPT = "application/pdf,.pdf";

export const pdfCheckSchema = z.object({
  file: z
    .custom<File>((value) => typeof File !== "undefined" && value instanceof File && value.size > 0, {
      message: `${K}.file_required`,
    })
    .refine((file) => file.size <= PDF_CHECK_MAX_BYTES, { message: `${K}.too_large` }),
});
