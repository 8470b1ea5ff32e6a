// GET /admin/compliance/bpf.pdf?year= — the annual activity report (delivery.md §8) as a PDF in
// the staff member's language: the organisation's identity, the year, the day generated, and the
// screen's figures box by box. Governed like the screen (the "compliance" module).
import { requireEditorOf } from "~/admin/permissions.server";
import { computeBpf, resolveBpfYear } from "~/compliance/bpf.server";
import { renderBpfPdf } from "~/compliance/bpf-pdf.server";
import { getFixedT } from "~/i18n/i18n.server";
import { organisationLegalProfile } from "~/organisation/jurisdiction.server";
import { clock } from "~/server/clock.server";
import { pdfResponse } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import { getSiteChrome } from "~/site/site.server";
import type { Route } from "./+types/compliance-bpf-pdf";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "compliance");
  const { lang } = getViewer(context);
  const now = clock().now();
  const { year } = await resolveBpfYear(url.searchParams, now);
  const [report, profile, site, t] = await Promise.all([
    computeBpf(year),
    organisationLegalProfile(),
    getSiteChrome(lang),
    getFixedT(lang),
  ]);
  const pdf = await renderBpfPdf(
    {
      report,
      lang,
      appName: site.appName,
      generatedAt: new Date(now).toISOString(),
      identity: {
        legalName: profile?.legal_name ?? null,
        siret: profile?.registration_number ?? null,
        nda: profile?.training_declaration_number ?? null,
      },
    },
    t,
  );
  return pdfResponse(pdf, `bpf-${year}.pdf`);
}
