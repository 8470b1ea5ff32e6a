// What a session's participants should be given (delivery.md §3, decision 030): per registration
// and document, the facts a draft states from the locked attendance as it stands, what keeps it
// from being issued, and the version already issued (with whether the attendance changed since).
// Drafts are never stored: a correction of the attendance changes the next draft at once.
import { asc, desc, eq, inArray } from "drizzle-orm";
import {
  assessment_results,
  course_locations,
  course_session_registrations,
  course_sessions,
  courses,
  type DocumentKind,
  issued_documents,
  users,
} from "#db/schema";
import { type EvidenceParticipant, type EvidenceSitting, loadSessionEvidence } from "~/attendance/evidence.server";
import type { AssessmentResult, DocumentFacts, DocumentLang, DraftBlocker } from "~/certificates/facts";
import { isUuid } from "~/forms/validate";
import { pickList } from "~/i18n/messages";
import { organisationLegalProfile, type SessionAgency, sessionAgency } from "~/organisation/jurisdiction.server";
import { clock } from "~/server/clock.server";
import { db, readTogether } from "~/server/db.server";
import { todayIn } from "~/sessions/rules";

const FROZEN = new Set(["locked", "amended"]);

export type IssuedDocumentRow = Pick<
  typeof issued_documents.$inferSelect,
  | "id"
  | "registration_id"
  | "kind"
  | "period_month"
  | "version"
  | "state"
  | "code"
  | "lang"
  | "sha256"
  | "superseded_by_id"
  | "revocation_reason"
> & { issued_at: string; revoked_at: string | null; sent_at: string | null; funder_sent_at: string | null };

export type CertificateSlot = {
  kind: DocumentKind;
  /** A monthly certificate's month (YYYY-MM-01); null: the whole session. */
  periodMonth: string | null;
  /** What would be issued now (no code yet). */
  draft: DocumentFacts;
  blockers: DraftBlocker[];
  /** The version in force, if one was issued. */
  current: IssuedDocumentRow | null;
  /** Every version issued, newest first (the current one included). */
  versions: IssuedDocumentRow[];
  /** The version in force states other facts than the attendance gives today: regenerate it. */
  outdated: boolean;
};

export type CertificateParticipant = {
  registrationId: string;
  userId: string;
  name: string;
  email: string;
  lang: DocumentLang;
  company: string | null;
  selfFunded: boolean;
  transitionProject: boolean;
  funderContactName: string | null;
  funderContactEmail: string | null;
  /** The annual activity report's funding (BPF): the source, its scheme, the participant's type. */
  fundingSourceId: string | null;
  fundingScheme: string | null;
  participantTypeId: string | null;
  /** One per course objective: the result recorded, or null. */
  results: (AssessmentResult | null)[];
  minutesAttended: number;
  /** Why the participant gets no document at all (nothing attended once every sitting is locked). */
  none: "no_attended_time" | null;
  slots: CertificateSlot[];
};

export type SessionCertificates = {
  session: {
    id: string;
    status: string;
    startDate: string;
    endDate: string;
    timezone: string;
    courseTitleFr: string;
    courseTitleEn: string;
    reference: string;
  };
  course: { objectivesFr: string[]; objectivesEn: string[]; assessmentPlanned: boolean };
  agency: SessionAgency | null;
  frenchRules: boolean;
  /** The legal profile's fields the documents need and lack. */
  organisationMissing: string[];
  sittings: { total: number; unlocked: number };
  participants: CertificateParticipant[];
};

const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** JSON with every object's keys sorted: jsonb gives them back in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The facts a document states apart from how it is identified: what a new version changes. */
export function substanceOf(facts: DocumentFacts): string {
  const { code: _c, verifyUrl: _v, version: _n, issuedOn: _d, supersedes: _s, ...rest } = facts;
  return canonical(rest);
}

type Minutes = DocumentFacts["minutes"];

function minutesOver(
  participant: EvidenceParticipant,
  sittings: EvidenceSitting[],
  include: (sitting: EvidenceSitting) => boolean,
  remote: boolean,
): Minutes {
  let planned = 0;
  let attended = 0;
  let excused = 0;
  sittings.forEach((sitting, i) => {
    if (!include(sitting)) return;
    planned += sitting.planned_minutes;
    const mark = participant.cells[i]?.mark;
    attended += mark?.minutes_attended ?? 0;
    if (mark?.status === "excused") excused += sitting.planned_minutes - (mark.minutes_attended ?? 0);
  });
  return { planned, attended, inPerson: remote ? 0 : attended, remote: remote ? attended : 0, excused };
}

/** The session's certificates as staff see them; null when there is no such session. */
export async function loadSessionCertificates(sessionId: string): Promise<SessionCertificates | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db()
    .select({
      id: course_sessions.id,
      status: course_sessions.status,
      start_date: course_sessions.start_date,
      end_date: course_sessions.end_date,
      timezone: course_sessions.timezone,
      title_fr: courses.title_fr,
      title_en: courses.title_en,
      reference: courses.reference,
      objectives_fr: courses.objectives_fr,
      objectives_en: courses.objectives_en,
      action_nature: courses.action_nature,
      assessment_planned: courses.assessment_planned,
      venue_city: course_locations.city,
      has_venue: course_locations.id,
    })
    .from(course_sessions)
    .innerJoin(courses, eq(courses.id, course_sessions.course_id))
    .leftJoin(course_locations, eq(course_locations.id, course_sessions.location_id))
    .where(eq(course_sessions.id, sessionId));
  if (!row) return null;
  const [evidence, agency, organisation] = await readTogether(
    () => loadSessionEvidence(sessionId),
    () => sessionAgency(sessionId),
    () => organisationLegalProfile(),
  );
  if (!evidence) return null;
  const registrationIds = evidence.participants.map((p) => p.registration_id);
  const [registrations, results, documents] =
    registrationIds.length === 0
      ? [[], [], []]
      : await readTogether(
          () =>
            db()
              .select({
                id: course_session_registrations.id,
                user_id: course_session_registrations.user_id,
                email: users.email,
                language: users.language,
                self_funded: course_session_registrations.self_funded,
                transition_project: course_session_registrations.transition_project,
                funder_contact_name: course_session_registrations.funder_contact_name,
                funder_contact_email: course_session_registrations.funder_contact_email,
                funding_source_id: course_session_registrations.funding_source_id,
                funding_scheme: course_session_registrations.funding_scheme,
                participant_type_id: course_session_registrations.participant_type_id,
              })
              .from(course_session_registrations)
              .innerJoin(users, eq(users.id, course_session_registrations.user_id))
              .where(inArray(course_session_registrations.id, registrationIds)),
          () =>
            db().select().from(assessment_results).where(inArray(assessment_results.registration_id, registrationIds)),
          () =>
            db()
              .select({
                id: issued_documents.id,
                registration_id: issued_documents.registration_id,
                kind: issued_documents.kind,
                period_month: issued_documents.period_month,
                version: issued_documents.version,
                state: issued_documents.state,
                code: issued_documents.code,
                lang: issued_documents.lang,
                sha256: issued_documents.sha256,
                superseded_by_id: issued_documents.superseded_by_id,
                revocation_reason: issued_documents.revocation_reason,
                issued_at: issued_documents.issued_at,
                revoked_at: issued_documents.revoked_at,
                sent_at: issued_documents.sent_at,
                funder_sent_at: issued_documents.funder_sent_at,
                facts: issued_documents.facts,
              })
              .from(issued_documents)
              .where(inArray(issued_documents.registration_id, registrationIds))
              .orderBy(asc(issued_documents.kind), desc(issued_documents.version)),
        );

  const frenchRules = agency?.french_rules ?? false;
  const organisationMissing = [
    ...(organisation?.legal_name ? [] : ["legal_name"]),
    ...(organisation?.legal_representative ? [] : ["legal_representative"]),
    ...(frenchRules && !organisation?.training_declaration_number ? ["training_declaration_number"] : []),
  ];
  const { sittings } = evidence;
  const unlocked = sittings.filter((s) => !FROZEN.has(s.state));
  const remote = row.has_venue === null;
  const today = todayIn(agency?.timezone ?? row.timezone, new Date(clock().now()));
  const byRegistration = new Map(registrations.map((r) => [r.id, r]));

  const participants = evidence.participants.map((participant): CertificateParticipant => {
    const registration = byRegistration.get(participant.registration_id);
    const lang: DocumentLang = registration?.language === "en" ? "en" : "fr";
    const objectives = (language: DocumentLang) =>
      pickList(row.objectives_fr, row.objectives_en, language).filter((text) => text.trim() !== "");
    const objectiveCount = objectives("fr").length;
    const recorded = new Map(
      results.filter((r) => r.registration_id === participant.registration_id).map((r) => [r.objective, r.result]),
    );
    const participantResults = Array.from({ length: objectiveCount }, (_, i) => recorded.get(i) ?? null);
    const missingResults = row.assessment_planned ? participantResults.filter((r) => r === null).length : 0;
    const whole = minutesOver(participant, sittings, () => true, remote);
    const none = whole.attended === 0 && unlocked.length === 0 ? "no_attended_time" : null;
    const docs = documents
      .filter((d) => d.registration_id === participant.registration_id)
      .map(({ facts, issued_at, revoked_at, sent_at, funder_sent_at, ...d }) => ({
        row: {
          ...d,
          issued_at: issued_at.toISOString(),
          revoked_at: revoked_at?.toISOString() ?? null,
          sent_at: sent_at?.toISOString() ?? null,
          funder_sent_at: funder_sent_at?.toISOString() ?? null,
        },
        facts: facts as DocumentFacts,
      }));

    const factsFor = (kind: DocumentKind, period: DocumentFacts["period"], minutes: Minutes): DocumentFacts => {
      const language: DocumentLang = kind === "realisation" ? "fr" : lang;
      return {
        kind,
        lang: language,
        courtesyPage: kind === "realisation" && lang === "en",
        version: 1,
        code: null,
        verifyUrl: null,
        issuedOn: today,
        organisation: {
          legalName: organisation?.legal_name ?? "",
          address: organisation?.address ?? null,
          registrationNumber: organisation?.registration_number ?? null,
          declarationNumber: frenchRules ? (organisation?.training_declaration_number ?? null) : null,
          declarationRegion: frenchRules ? (organisation?.training_declaration_region ?? null) : null,
          qualiopiNumber: frenchRules ? (organisation?.qualiopi_number ?? null) : null,
          representative: organisation?.legal_representative ?? null,
        },
        agency: {
          name: agency?.name ?? organisation?.legal_name ?? "",
          city: agencyCity(agency, row.venue_city),
          country: agency?.country ?? "",
          frenchRules,
        },
        holder: {
          name: participant.name,
          company: participant.company,
          selfFunded: registration?.self_funded ?? false,
        },
        course: {
          title: language === "en" ? row.title_en || row.title_fr : row.title_fr,
          titleEn: row.title_en || row.title_fr,
          reference: row.reference,
          objectives: objectives(language),
          nature: row.action_nature,
          assessmentPlanned: row.assessment_planned && objectiveCount > 0,
        },
        results:
          row.assessment_planned && missingResults === 0 ? participantResults.map((r) => r as AssessmentResult) : [],
        session: { startDate: row.start_date, endDate: row.end_date, timezone: row.timezone, venue: row.venue_city },
        period,
        minutes,
        supersedes: null,
      };
    };

    const slot = (kind: DocumentKind, periodMonth: string | null): CertificateSlot => {
      const inPeriod = (s: EvidenceSitting) => periodMonth === null || monthOf(s.date) === periodMonth;
      const periodSittings = sittings.filter(inPeriod);
      const minutes = periodMonth === null ? whole : minutesOver(participant, sittings, inPeriod, remote);
      const period =
        periodMonth === null
          ? null
          : {
              month: periodMonth,
              start: periodSittings[0]?.date ?? periodMonth,
              end: periodSittings.at(-1)?.date ?? periodMonth,
            };
      const draft = factsFor(kind, period, minutes);
      const blockers: DraftBlocker[] = [];
      if (periodMonth === null && row.status !== "completed") blockers.push({ reason: "session_not_completed" });
      const open = periodSittings.filter((s) => !FROZEN.has(s.state)).length;
      if (open > 0) blockers.push({ reason: "sittings_unlocked", count: open });
      if (kind !== "realisation" && missingResults > 0)
        blockers.push({ reason: "assessment_missing", count: missingResults });
      if (kind === "realisation" && !participant.company && !(registration?.self_funded ?? false)) {
        blockers.push({ reason: "employer_missing" });
      }
      if (organisationMissing.length > 0)
        blockers.push({ reason: "organisation_incomplete", fields: organisationMissing });
      if (minutes.attended === 0 && open === 0) blockers.push({ reason: "no_attended_time" });
      const versions = docs.filter((d) => d.row.kind === kind && d.row.period_month === periodMonth);
      const current = versions.find((d) => d.row.state === "issued") ?? null;
      return {
        kind,
        periodMonth,
        draft,
        blockers,
        current: current?.row ?? null,
        versions: versions.map((d) => d.row),
        outdated: current !== null && substanceOf(current.facts) !== substanceOf(draft),
      };
    };

    const slots: CertificateSlot[] = [];
    if (none === null) {
      if (!frenchRules) slots.push(slot("attendance", null));
      else {
        slots.push(slot("completion", null));
        if (registration?.transition_project) {
          const months = [...new Set(sittings.map((s) => monthOf(s.date)))];
          for (const month of months) slots.push(slot("realisation", month));
        } else slots.push(slot("realisation", null));
      }
    }
    return {
      registrationId: participant.registration_id,
      userId: registration?.user_id ?? "",
      name: participant.name,
      email: registration?.email ?? "",
      lang,
      company: participant.company,
      selfFunded: registration?.self_funded ?? false,
      transitionProject: registration?.transition_project ?? false,
      funderContactName: registration?.funder_contact_name ?? null,
      funderContactEmail: registration?.funder_contact_email ?? null,
      fundingSourceId: registration?.funding_source_id ?? null,
      fundingScheme: registration?.funding_scheme ?? null,
      participantTypeId: registration?.participant_type_id ?? null,
      results: participantResults,
      minutesAttended: whole.attended,
      none,
      slots,
    };
  });

  return {
    session: {
      id: row.id,
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
      timezone: row.timezone,
      courseTitleFr: row.title_fr,
      courseTitleEn: row.title_en,
      reference: row.reference,
    },
    course: {
      objectivesFr: pickList(row.objectives_fr, row.objectives_en, "fr").filter((t) => t.trim() !== ""),
      objectivesEn: pickList(row.objectives_fr, row.objectives_en, "en").filter((t) => t.trim() !== ""),
      assessmentPlanned: row.assessment_planned,
    },
    agency,
    frenchRules,
    organisationMissing,
    sittings: { total: sittings.length, unlocked: unlocked.length },
    participants,
  };
}

/** Where the document is signed: the organising agency's city, else the venue's. */
function agencyCity(agency: SessionAgency | null, venueCity: string | null): string {
  return agency?.city ?? venueCity ?? "";
}
