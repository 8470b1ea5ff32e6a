// Opening incidents (delivery.md §6, decision 033): a survey answer of 1 or 2, a message of the
// contact form's "complaint" category, or staff by hand. Each gets its deadlines (acknowledge
// within 2 working days, answer within 15) and shows on the dashboard until answered. Runs in
// the caller's transaction: the incident exists exactly when what opened it does.
import { type IncidentSource, incidents } from "#db/schema";
import { db } from "~/server/db.server";
import { incidentDeadlines } from "./rules";

export type NewIncident = {
  source: IncidentSource;
  summary: string;
  surveyId?: string | null;
  messageId?: string | null;
  sessionId?: string | null;
  person?: { name: string | null; email: string | null; language: string | null } | null;
  openedBy?: string | null;
};

/** Opens an incident at `nowMs`; answers its id, or null when that survey or message already has one. */
export async function openIncident(incident: NewIncident, nowMs: number): Promise<string | null> {
  const openedAt = new Date(nowMs);
  const { acknowledgeBy, answerBy } = incidentDeadlines(openedAt);
  const [row] = await db()
    .insert(incidents)
    .values({
      source: incident.source,
      summary: incident.summary,
      survey_id: incident.surveyId ?? null,
      message_id: incident.messageId ?? null,
      session_id: incident.sessionId ?? null,
      person_name: incident.person?.name ?? null,
      person_email: incident.person?.email ?? null,
      person_language: incident.person?.language ?? null,
      opened_by: incident.openedBy ?? null,
      opened_at: openedAt,
      acknowledge_by: acknowledgeBy,
      answer_by: answerBy,
    })
    .onConflictDoNothing()
    .returning({ id: incidents.id });
  return row?.id ?? null;
}
