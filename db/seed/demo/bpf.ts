// The demo's data for the annual activity report (BPF, issue 30): each course's objective and
// specialty (by the categories' codes), the registrations funded by companies, OPCOs (with their
// scheme), the CPF, France Travail or the participants themselves, with the participants' types
// (as people answer the registration form's question), and the oldest past session of a French
// agency delivered as a subcontractor of another training organisation. One registration of the
// latest past French session is left without its funding source: the BPF screen shows that
// missing count and links to it. Runs last: it needs the courses, the sessions with their
// agencies and every registration (the desk's, the waiting list's).
import { asc, eq, sql } from "drizzle-orm";
import { agencies, bpf_categories, course_session_registrations, course_sessions, courses } from "#db/schema";
import { headOfficeId } from "~/organisation/jurisdiction.server";
import type { Tx } from "~/server/db.server";

/** Each course's objective and NSF specialty, by code (db/seed/bpf-categories.ts). */
const COURSE_CATEGORIES: Record<string, [objective: string, specialty: string]> = {
  leadership: ["other_training", "nsf-413"],
  change: ["other_training", "nsf-310"],
  pmp: ["other_training", "nsf-310"],
  scrum: ["other_training", "nsf-326"],
  "pm-fundamentals": ["other_training", "nsf-310"],
  cyber: ["rs", "nsf-326"],
  powerbi: ["other_training", "nsf-326"],
  aws: ["rs", "nsf-326"],
  "finance-basics": ["other_training", "nsf-314"],
  ifrs: ["other_training", "nsf-314"],
  recruiting: ["other_training", "nsf-315"],
  iso9001: ["other_training", "nsf-310"],
  lean: ["other_training", "nsf-310"],
  "public-speaking": ["other_training", "nsf-413"],
  hybrid: ["other_training", "nsf-315"],
  iso45001: ["other_training", "nsf-344"],
};

/** Who funded a registration, in turn, with the scheme and the participant's type. */
const FUNDINGS: { source: string; scheme: string | null; type: string }[] = [
  { source: "company", scheme: null, type: "employee" },
  { source: "opco", scheme: "Plan de développement des compétences", type: "employee" },
  { source: "cpf", scheme: null, type: "employee" },
  { source: "public", scheme: "AIF (France Travail)", type: "job_seeker" },
  { source: "opco", scheme: "Contrat d'apprentissage", type: "apprentice" },
  { source: "individual", scheme: null, type: "individual" },
];

/** A subcontracted session's registrations: the organisation that ordered it pays. */
const SUBCONTRACTED = { source: "training_org", scheme: null, type: "employee" };

export async function seedBpf(tx: Tx, { courseByKey }: { courseByKey: Map<string, { id: string }> }) {
  const categories = await tx
    .select({ id: bpf_categories.id, kind: bpf_categories.kind, code: bpf_categories.code })
    .from(bpf_categories);
  const idOf = (kind: string, code: string) =>
    categories.find((category) => category.kind === kind && category.code === code)?.id ?? null;

  for (const [key, [objective, specialty]] of Object.entries(COURSE_CATEGORIES)) {
    const course = courseByKey.get(key);
    if (!course) continue;
    await tx
      .update(courses)
      .set({ bpf_objective_id: idOf("objective", objective), bpf_specialty_id: idOf("specialty", specialty) })
      .where(eq(courses.id, course.id));
  }

  const sessions = await tx
    .select({
      id: course_sessions.id,
      isPast: sql<boolean>`${course_sessions}.status = 'completed'`,
      isFrench: sql<boolean>`exists (select 1 from ${agencies} a
        where a.id = coalesce(${course_sessions}.agency_id, ${headOfficeId}) and a.french_rules)`,
    })
    .from(course_sessions)
    .orderBy(asc(course_sessions.start_date), asc(course_sessions.id));
  const french = sessions.filter((session) => session.isPast && session.isFrench);
  // The oldest French one was subcontracted, when another stays on the organisation's own account.
  const subcontracted = french.length > 1 ? french[0].id : null;
  const latestFrench = french.at(-1)?.id ?? null;
  if (subcontracted) {
    await tx
      .update(course_sessions)
      .set({ delivery_mode: "subcontracted" })
      .where(eq(course_sessions.id, subcontracted));
  }

  let turn = 0;
  for (const session of sessions) {
    const registrations = await tx
      .select({ id: course_session_registrations.id, status: course_session_registrations.status })
      .from(course_session_registrations)
      .where(eq(course_session_registrations.session_id, session.id))
      .orderBy(asc(course_session_registrations.created_at), asc(course_session_registrations.id));
    // The one left for staff to complete: the latest French session's last participant.
    const unfunded =
      session.id === latestFrench ? registrations.filter((r) => r.status !== "cancelled").at(-1)?.id : undefined;
    for (const registration of registrations) {
      const funding = session.id === subcontracted ? SUBCONTRACTED : FUNDINGS[turn++ % FUNDINGS.length];
      const isUnfunded = registration.id === unfunded;
      await tx
        .update(course_session_registrations)
        .set({
          funding_source_id: isUnfunded ? null : idOf("funding_source", funding.source),
          funding_scheme: isUnfunded ? null : funding.scheme,
          participant_type_id: idOf("participant_type", funding.type),
        })
        .where(eq(course_session_registrations.id, registration.id));
    }
  }
}
