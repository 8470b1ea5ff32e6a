// GET /admin/compliance/bpf.csv?year= — the annual activity report's figures (delivery.md §8),
// one line per box and measure: box, label, measure, value, missing count; headers and labels in
// the staff member's language, by the CSV rules of app/server/csv.server.ts (BOM, formula cells
// neutralised). Governed like the screen (the "compliance" module).
import { requireEditorOf } from "~/admin/permissions.server";
import { computeBpf, resolveBpfYear } from "~/compliance/bpf.server";
import { bpfFigures } from "~/compliance/bpf-figures";
import { getFixedT } from "~/i18n/i18n.server";
import { clock } from "~/server/clock.server";
import { csvResponse } from "~/server/csv.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/compliance-bpf-csv";

const COLUMNS = ["box", "label", "measure", "value", "missing"] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "compliance");
  const { lang } = getViewer(context);
  const { year } = await resolveBpfYear(url.searchParams, clock().now());
  const [report, t] = await Promise.all([computeBpf(year), getFixedT(lang)]);
  const figures = bpfFigures(report, lang, t);
  async function* rows() {
    for (const figure of figures) {
      yield [figure.box, figure.label, t(`admin.bpf.measures.${figure.measure}`), figure.value, figure.missing];
    }
  }
  return csvResponse({
    filename: `bpf-${year}.csv`,
    header: COLUMNS.map((column) => t(`admin.bpf.csv.${column}`)),
    rows: rows(),
  });
}
