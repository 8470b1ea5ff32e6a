// /admin/compliance/accessibility/procedure.pdf — the accessibility procedure's evidence
// (delivery.md §7): the referent, the steps and their delays, the last 12 months' requests by
// status and their table (initials only, never a note), in the reader's language (or ?lang=); produced
// even when no request came. The referent's module alone (decision 022).
import { requireEditorOf } from "~/admin/permissions.server";
import { accessibilityProcedurePdf } from "~/compliance/accessibility-procedure-pdf.server";
import { isLang } from "~/i18n/messages";
import { clock } from "~/server/clock.server";
import { pdfResponse } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/compliance-accessibility-procedure-pdf";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "accessibility");
  // The reader's language, or the one asked for (an auditor's copy in the other language).
  const asked = url.searchParams.get("lang");
  const lang = isLang(asked) ? asked : getViewer(context).lang;
  const document = await accessibilityProcedurePdf(lang, new Date(clock().now()));
  return pdfResponse(document.pdf, document.filename);
}
