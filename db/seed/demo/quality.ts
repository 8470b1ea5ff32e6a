// The demo's complaints and improvement log (issue 29): a complaint sent through the contact form
// two days ago, its incident open on the dashboard with its deadlines; and the improvement log
// fed by what the surveys said — the low score's room and handbook (done and checked) and the
// PMP course's first day (planned, owned by its trainer). Runs after the surveys.
import { eq, sql } from "drizzle-orm";
import { improvements, incidents, messages } from "#db/schema";
import { openIncident } from "~/quality/incidents.server";
import { inOpenTransaction, type Tx } from "~/server/db.server";
import type { Calendar } from "./helpers";
import type { PersonKey } from "./people";

const COMPLAINT = {
  firstName: "Julie",
  lastName: "Moreau",
  email: "julie.moreau@exemple-client.fr",
  company: "Transports Moreau",
  message:
    "Bonjour, j'ai demandé il y a trois semaines la facture de la formation de mon collaborateur et je n'ai toujours rien reçu malgré deux relances. Pouvez-vous me l'envoyer rapidement ?",
};

export async function seedQuality(
  tx: Tx,
  dates: Calendar,
  ids: {
    userId: Map<PersonKey, string>;
    agencyId: string | null;
    surveyIncidentIds: string[];
    courseByKey: Map<string, { id: string }>;
  },
) {
  const sentAt = dates.ago(2, 8, 40);
  const metadata = {
    firstName: COMPLAINT.firstName,
    lastName: COMPLAINT.lastName,
    email: COMPLAINT.email,
    phone: null,
    company: COMPLAINT.company,
    agency_id: ids.agencyId,
    category: "complaint",
    language: "fr",
  };
  // The spec's own columns only: data-fixes.test.ts replays this seed on an installation whose
  // messages had no later columns yet (their defaults fill them in).
  const inserted = await tx.execute(sql`
    insert into ${messages} (type, subject, content, metadata, status, created_at)
    values ('contact', ${`Réclamation — ${COMPLAINT.firstName} ${COMPLAINT.lastName}`}, ${COMPLAINT.message},
      ${JSON.stringify(metadata)}::jsonb, 'pending', ${sentAt})
    returning id`);
  // Both drivers answer a raw statement with { rows }.
  const message = (inserted as unknown as { rows: { id: string }[] }).rows[0];
  // Opened by the real service, as the contact form does, at the time it came.
  await inOpenTransaction(tx, () =>
    openIncident(
      {
        source: "contact",
        summary: COMPLAINT.message,
        messageId: message.id,
        person: { name: `${COMPLAINT.firstName} ${COMPLAINT.lastName}`, email: COMPLAINT.email, language: "fr" },
      },
      sentAt.getTime(),
    ),
  );

  const office = ids.userId.get("nadia") ?? null;
  const [lowScore] = ids.surveyIncidentIds;
  const rows: (typeof improvements.$inferInsert)[] = [
    {
      source: "incident",
      incident_id: lowScore ?? null,
      course_id: ids.courseByKey.get("leadership")?.id ?? null,
      source_detail: "Une participante a noté la formation 2/5 : salle trop petite, support remis en retard.",
      analysis:
        "Le groupe de six était dans la petite salle de Lyon ; le support est imprimé la veille et n'était pas prêt le premier matin.",
      action: "Réserver la grande salle dès 6 inscrits et envoyer le support en PDF une semaine avant la session.",
      owner_id: office,
      due_on: dates.iso(-150),
      checked_on: dates.iso(-60),
      check_note: "Session de Paris suivante : aucune remarque sur la salle, support reçu par tous à J-7.",
      created_at: dates.ago(200),
    },
    {
      source: "survey",
      course_id: ids.courseByKey.get("pmp")?.id ?? null,
      source_detail: "Deux réponses sur la session de Dakar trouvent le premier jour trop théorique.",
      analysis: "Le premier jour enchaîne les dix domaines de connaissance sans exercice.",
      action: "Ouvrir le premier jour par une étude de cas fil rouge et un quiz par domaine.",
      owner_id: ids.userId.get("aminata") ?? null,
      due_on: dates.iso(20),
      created_at: dates.ago(30),
    },
  ];
  await tx.insert(improvements).values(rows);
  // The complaint's incident is fresh: nothing done yet, its deadlines run.
  const open = await tx.select({ id: incidents.id }).from(incidents).where(eq(incidents.message_id, message.id));
  return { complaintIncidentId: open[0]?.id ?? null };
}
