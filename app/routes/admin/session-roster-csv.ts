// /admin/sessions/:id/roster.csv — the session's registrations as a spreadsheet (the CSV rules
// of app/server/csv.server.ts: BOM, formula cells neutralised, streamed). Headers in the admin's
// language; every registration, cancelled ones included, with their status.
import { requireEditorOf } from "~/admin/permissions.server";
import { getFixedT } from "~/i18n/i18n.server";
import { getRoster, type RosterRegistration } from "~/registrations/roster.server";
import { csvDate, csvResponse } from "~/server/csv.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/session-roster-csv";

const COLUMNS = [
  "name",
  "email",
  "phone",
  "company",
  "position",
  "billing",
  "special_requirements",
  "registered_on",
  "status",
  "payment",
  "amount",
] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireEditorOf(context, "sessions");
  const roster = await getRoster(params.id);
  if (!roster) throw notFound();
  const t = await getFixedT(getViewer(context).lang);
  const K = "admin.sessions";
  const { session } = roster;
  async function* rows() {
    for (const r of roster?.registrations ?? ([] as RosterRegistration[])) {
      yield [
        r.name,
        r.email,
        r.phone,
        r.company,
        r.position,
        r.billing,
        r.special_requirements,
        csvDate(r.created_at),
        t(`${K}.status.${r.status}`),
        t(`${K}.payment.${r.payment_status}`),
        r.payment_amount === null ? null : `${r.payment_amount} ${session.course.currency}`,
      ];
    }
  }
  return csvResponse({
    filename: `roster-${session.course.reference}-${session.start_date}.csv`,
    header: COLUMNS.map((column) => t(`${K}.csv.${column}`)),
    rows: rows(),
  });
}
