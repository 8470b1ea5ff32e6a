// What happens after registration (delivery.md): a session's sittings, who attended each, the
// signatures that prove it, corrections after locking, absence justifications and the alerts
// that prevent drop-outs. A part of the data model, gathered by db/schema.ts.
//
// Evidence is append-only (decision 029): a signature is never changed, a locked sitting's
// attendance records are never changed (a correction is a new row pointing to what it
// corrects), and triggers of migration 0031 refuse every other path.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, inList, oneOf, ts, updatedAt } from "./columns";
import { course_session_registrations, course_sessions } from "./courses";
import { email_outbox } from "./infrastructure";
import { users } from "./users";

/**
 * scheduled → open (15 minutes before its start, or the trainer) → closed (the trainer, or 4 hours
 * after its end) → locked (the next day at 00:00 session time, or staff) → amended (a correction
 * after locking); cancelled with its session or alone.
 */
export const SITTING_STATES = ["scheduled", "open", "closed", "locked", "amended", "cancelled"] as const;
export type SittingState = (typeof SITTING_STATES)[number];
/** States whose evidence is frozen: records change only by corrections. */
export const FROZEN_SITTING_STATES = ["locked", "amended"] as const;
/** Morning or afternoon: which half of the day, for the sheet's column heads. */
export const SITTING_PERIODS = ["morning", "afternoon"] as const;

export const session_sittings = pgTable(
  "session_sittings",
  {
    id: id(),
    session_id: uuid("session_id")
      .notNull()
      .references(() => course_sessions.id, { onDelete: "cascade" }),
    /** The day in the session's time zone, and the wall-clock times there. */
    date: date("date", { mode: "string" }).notNull(),
    period: text("period", { enum: SITTING_PERIODS }).notNull(),
    start_time: time("start_time").notNull(),
    end_time: time("end_time").notNull(),
    /** The same moments as instants, for the job that moves the states (computed with the session's zone). */
    starts_at: ts("starts_at").notNull(),
    ends_at: ts("ends_at").notNull(),
    planned_minutes: integer("planned_minutes").notNull(),
    state: text("state", { enum: SITTING_STATES }).notNull().default("scheduled"),
    /** Set when staff changed the generated plan: the session's dates then no longer regenerate it. */
    edited: boolean("edited").notNull().default(false),
    opened_at: ts("opened_at"),
    closed_at: ts("closed_at"),
    locked_at: ts("locked_at"),
    /** Who closed it: a user, or null when the job did (4 hours after its end). */
    closed_by: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    /** The secret the rotating QR code is derived from (an HMAC of it and the 30-second window). */
    qr_secret: text("qr_secret")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Steps of the job done for this sitting: personal links e-mailed, trainer reminded. */
    links_sent_at: ts("links_sent_at"),
    trainer_reminded_at: ts("trainer_reminded_at"),
    /** SHA-256 of the sitting's data when it was locked (and again at each amendment). */
    fingerprint: text("fingerprint"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("session_sittings_session_idx").on(t.session_id, t.starts_at),
    // The job's walk: only sittings still moving.
    index("session_sittings_due_idx")
      .on(t.starts_at)
      .where(inList("session_sittings_due_idx", t.state, ["scheduled", "open", "closed"])),
    index("session_sittings_closed_by_idx").on(t.closed_by),
    // The survey job's walk: sessions whose last sitting ended lately (issue 29).
    index("session_sittings_ends_idx").on(t.ends_at),
    oneOf("session_sittings_state_check", t.state, SITTING_STATES),
    oneOf("session_sittings_period_check", t.period, SITTING_PERIODS),
    check("session_sittings_times_check", sql`${t.ends_at} > ${t.starts_at}`),
    check("session_sittings_minutes_check", sql`${t.planned_minutes} > 0`),
  ],
);

export const SIGNATURE_METHODS = ["qr", "link", "kiosk"] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];
/** How the signer was known: their signed-in account, a one-time e-mailed code or link, the personal link, or the trainer's device. */
export const SIGNER_IDENTIFICATIONS = [
  "account",
  "email_code",
  "email_link",
  "personal_link",
  "trainer_device",
] as const;
export type SignerIdentification = (typeof SIGNER_IDENTIFICATIONS)[number];
export const SIGNER_KINDS = ["participant", "trainer"] as const;

export const attendance_signatures = pgTable(
  "attendance_signatures",
  {
    id: id(),
    sitting_id: uuid("sitting_id")
      .notNull()
      .references(() => session_sittings.id, { onDelete: "cascade" }),
    signer: text("signer", { enum: SIGNER_KINDS }).notNull(),
    /** The participant's registration; null for the trainer's co-signature. */
    registration_id: uuid("registration_id").references(() => course_session_registrations.id, { onDelete: "cascade" }),
    /** The account that signed (the trainer, or the participant's), when known. */
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The name as it was when signing: the sheet keeps it if the account changes. */
    signer_name: text("signer_name").notNull(),
    method: text("method", { enum: SIGNATURE_METHODS }).notNull(),
    identified_by: text("identified_by", { enum: SIGNER_IDENTIFICATIONS }).notNull(),
    /** The drawn strokes as an SVG document (sanitised: paths only). */
    svg: text("svg").notNull(),
    /** Signed after the sitting closed, through the trainer. */
    signed_late: boolean("signed_late").notNull().default(false),
    /** Server time. */
    signed_at: ts("signed_at").notNull().defaultNow(),
    /** Kept as long as the evidence, then erased (the retention job). */
    ip_address: text("ip_address"),
    user_agent: text("user_agent"),
    /** A hash of the signing browser's device cookie: several people signing from one device shows on the compliance list. */
    device_hash: text("device_hash"),
  },
  (t) => [
    // One signature per participant per sitting, and one co-signature per sitting.
    uniqueIndex("attendance_signatures_participant_idx")
      .on(t.sitting_id, t.registration_id)
      .where(sql`${t.registration_id} is not null`),
    uniqueIndex("attendance_signatures_trainer_idx").on(t.sitting_id).where(sql`${t.signer} = 'trainer'`),
    // The sheet and the board read a sitting's signatures in time order (the unique ones are partial).
    index("attendance_signatures_sitting_idx").on(t.sitting_id, t.signed_at),
    index("attendance_signatures_registration_idx").on(t.registration_id),
    index("attendance_signatures_user_idx").on(t.user_id),
    oneOf("attendance_signatures_signer_check", t.signer, SIGNER_KINDS),
    oneOf("attendance_signatures_method_check", t.method, SIGNATURE_METHODS),
    oneOf("attendance_signatures_identified_by_check", t.identified_by, SIGNER_IDENTIFICATIONS),
    check(
      "attendance_signatures_signer_registration_check",
      sql`(${t.signer} = 'trainer') = (${t.registration_id} is null)`,
    ),
  ],
);

export const ATTENDANCE_STATUSES = ["present", "late", "left_early", "absent", "excused"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * What the trainer recorded for one participant in one sitting. Written while the sitting is
 * open or closed; frozen once locked, after which attendance_corrections say what changed.
 */
export const attendance_records = pgTable(
  "attendance_records",
  {
    id: id(),
    sitting_id: uuid("sitting_id")
      .notNull()
      .references(() => session_sittings.id, { onDelete: "cascade" }),
    registration_id: uuid("registration_id")
      .notNull()
      .references(() => course_session_registrations.id, { onDelete: "cascade" }),
    status: text("status", { enum: ATTENDANCE_STATUSES }).notNull(),
    late_minutes: integer("late_minutes"),
    left_early_minutes: integer("left_early_minutes"),
    minutes_attended: integer("minutes_attended").notNull(),
    marked_by: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("attendance_records_sitting_registration_idx").on(t.sitting_id, t.registration_id),
    index("attendance_records_registration_idx").on(t.registration_id),
    index("attendance_records_marked_by_idx").on(t.marked_by),
    oneOf("attendance_records_status_check", t.status, ATTENDANCE_STATUSES),
    check("attendance_records_minutes_check", sql`${t.minutes_attended} >= 0`),
    check(
      "attendance_records_marks_check",
      sql`coalesce(${t.late_minutes}, 0) >= 0 and coalesce(${t.left_early_minutes}, 0) >= 0`,
    ),
  ],
);

/** A staff correction of a locked record: the new values, the reason, and the values it replaced. */
export const attendance_corrections = pgTable(
  "attendance_corrections",
  {
    id: id(),
    record_id: uuid("record_id")
      .notNull()
      .references(() => attendance_records.id, { onDelete: "cascade" }),
    /** The correction this one corrects in turn; null for the first. */
    corrects_id: uuid("corrects_id").references((): AnyPgColumn => attendance_corrections.id, { onDelete: "cascade" }),
    status: text("status", { enum: ATTENDANCE_STATUSES }).notNull(),
    late_minutes: integer("late_minutes"),
    left_early_minutes: integer("left_early_minutes"),
    minutes_attended: integer("minutes_attended").notNull(),
    previous_status: text("previous_status", { enum: ATTENDANCE_STATUSES }).notNull(),
    previous_minutes_attended: integer("previous_minutes_attended").notNull(),
    reason: text("reason").notNull(),
    corrected_by: uuid("corrected_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    index("attendance_corrections_record_idx").on(t.record_id, t.created_at),
    uniqueIndex("attendance_corrections_corrects_idx").on(t.corrects_id),
    index("attendance_corrections_corrected_by_idx").on(t.corrected_by),
    oneOf("attendance_corrections_status_check", t.status, ATTENDANCE_STATUSES),
    oneOf("attendance_corrections_previous_status_check", t.previous_status, ATTENDANCE_STATUSES),
    check("attendance_corrections_minutes_check", sql`${t.minutes_attended} >= 0`),
  ],
);

export const JUSTIFICATION_DECISIONS = ["pending", "accepted", "refused"] as const;
export type JustificationDecision = (typeof JUSTIFICATION_DECISIONS)[number];

/** A participant's reason for missing a sitting, with its document; staff accept (→ excused) or refuse. */
export const absence_justifications = pgTable(
  "absence_justifications",
  {
    id: id(),
    sitting_id: uuid("sitting_id")
      .notNull()
      .references(() => session_sittings.id, { onDelete: "cascade" }),
    registration_id: uuid("registration_id")
      .notNull()
      .references(() => course_session_registrations.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    /** The private storage key of the document (never a public address). */
    document_key: text("document_key"),
    document_name: text("document_name"),
    submitted_by: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    decision: text("decision", { enum: JUSTIFICATION_DECISIONS }).notNull().default("pending"),
    decision_note: text("decision_note"),
    decided_by: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decided_at: ts("decided_at"),
    created_at: createdAt(),
  },
  (t) => [
    // One live justification per absence: a refused one may be followed by another.
    uniqueIndex("absence_justifications_open_idx")
      .on(t.sitting_id, t.registration_id)
      .where(sql`${t.decision} <> 'refused'`),
    index("absence_justifications_sitting_idx").on(t.sitting_id),
    index("absence_justifications_registration_idx").on(t.registration_id),
    index("absence_justifications_pending_idx").on(t.created_at).where(sql`${t.decision} = 'pending'`),
    index("absence_justifications_submitted_by_idx").on(t.submitted_by),
    index("absence_justifications_decided_by_idx").on(t.decided_by),
    oneOf("absence_justifications_decision_check", t.decision, JUSTIFICATION_DECISIONS),
  ],
);

export const ATTENDANCE_ALERT_KINDS = ["two_missed", "under_80"] as const;

/** A drop-out alert raised once per registration and kind, shown on the dashboard until dismissed. */
export const attendance_alerts = pgTable(
  "attendance_alerts",
  {
    id: id(),
    registration_id: uuid("registration_id")
      .notNull()
      .references(() => course_session_registrations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ATTENDANCE_ALERT_KINDS }).notNull(),
    created_at: createdAt(),
    dismissed_at: ts("dismissed_at"),
    dismissed_by: uuid("dismissed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("attendance_alerts_registration_kind_idx").on(t.registration_id, t.kind),
    index("attendance_alerts_open_idx").on(t.created_at).where(sql`${t.dismissed_at} is null`),
    index("attendance_alerts_dismissed_by_idx").on(t.dismissed_by),
    oneOf("attendance_alerts_kind_check", t.kind, ATTENDANCE_ALERT_KINDS),
  ],
);

/**
 * A one-time sign-in for signing on a phone that is not signed in: a code (and the same as a
 * link) e-mailed to the registration's address, good for one sitting for 15 minutes.
 */
export const attendance_sign_codes = pgTable(
  "attendance_sign_codes",
  {
    id: id(),
    sitting_id: uuid("sitting_id")
      .notNull()
      .references(() => session_sittings.id, { onDelete: "cascade" }),
    registration_id: uuid("registration_id")
      .notNull()
      .references(() => course_session_registrations.id, { onDelete: "cascade" }),
    /** SHA-256 of the six-digit code; the link carries a long token whose hash is here too. */
    code_hash: text("code_hash").notNull(),
    link_hash: text("link_hash").notNull().unique(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: ts("expires_at").notNull(),
    used_at: ts("used_at"),
    created_at: createdAt(),
  },
  (t) => [
    index("attendance_sign_codes_sitting_idx").on(t.sitting_id, t.registration_id),
    index("attendance_sign_codes_registration_idx").on(t.registration_id),
  ],
);

/** A scan of a paper sheet uploaded against a sitting that signed on paper: its evidence. */
export const sitting_scans = pgTable(
  "sitting_scans",
  {
    id: id(),
    sitting_id: uuid("sitting_id")
      .notNull()
      .references(() => session_sittings.id, { onDelete: "cascade" }),
    document_key: text("document_key").notNull(),
    document_name: text("document_name").notNull(),
    sha256: text("sha256").notNull(),
    uploaded_by: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    index("sitting_scans_sitting_idx").on(t.sitting_id),
    index("sitting_scans_uploaded_by_idx").on(t.uploaded_by),
  ],
);

// ---------------------------------------------------------------------------------------------
// Certificates (delivery.md §3, decision 030). A draft is not stored: it is what the session's
// locked attendance gives today, computed when asked. Issuing one stores its facts and its PDF,
// which never change; a correction issues a new version and the old one says by which.

/**
 * completion: the attestation de fin de formation / certificate of completion; realisation: the
 * certificat de réalisation (French agencies); attendance: the certificate of attendance that
 * agencies outside France issue instead of both.
 */
export const DOCUMENT_KINDS = ["completion", "realisation", "attendance"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_STATES = ["issued", "superseded", "revoked"] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
export const REVOCATION_REASONS = ["issued_in_error", "training_not_completed", "fraud", "other"] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];
/** The result of the assessment of one objective (the attestation's "résultats de l'évaluation"). */
export const ASSESSMENT_RESULTS = ["acquired", "in_progress", "not_acquired"] as const;
export type AssessmentResult = (typeof ASSESSMENT_RESULTS)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Staff's record of a participant's result for one of the course's objectives (by its position). */
export const assessment_results = pgTable(
  "assessment_results",
  {
    id: id(),
    registration_id: uuid("registration_id")
      .notNull()
      .references(() => course_session_registrations.id, { onDelete: "cascade" }),
    /** The objective's position in the course's list (0 first). */
    objective: integer("objective").notNull(),
    result: text("result", { enum: ASSESSMENT_RESULTS }).notNull(),
    recorded_by: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("assessment_results_registration_objective_idx").on(t.registration_id, t.objective),
    index("assessment_results_recorded_by_idx").on(t.recorded_by),
    oneOf("assessment_results_result_check", t.result, ASSESSMENT_RESULTS),
    check("assessment_results_objective_check", sql`${t.objective} >= 0`),
  ],
);

/**
 * An issued document: what it says (`facts`, as printed), its code, version and state. The PDF
 * is in issued_document_files. Triggers of migration 0033 refuse any change but the state's
 * (issued → superseded or revoked) and the sending dates.
 */
export const issued_documents = pgTable(
  "issued_documents",
  {
    id: id(),
    registration_id: uuid("registration_id")
      .notNull()
      .references(() => course_session_registrations.id, { onDelete: "cascade" }),
    session_id: uuid("session_id")
      .notNull()
      .references(() => course_sessions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    /** A monthly certificate's month (its first day); null: the whole session. */
    period_month: date("period_month", { mode: "string" }),
    version: integer("version").notNull().default(1),
    state: text("state", { enum: DOCUMENT_STATES }).notNull().default("issued"),
    /** The verification code printed on the document (decision 030). */
    code: text("code").notNull().unique(),
    lang: text("lang", { enum: ["fr", "en"] }).notNull(),
    holder_name: text("holder_name").notNull(),
    /** What the document states, as printed (DocumentFacts, app/certificates/facts.ts). */
    facts: jsonb("facts").notNull(),
    /** SHA-256 of the PDF's bytes, hex. */
    sha256: text("sha256").notNull(),
    superseded_by_id: uuid("superseded_by_id").references((): AnyPgColumn => issued_documents.id, {
      onDelete: "set null",
    }),
    issued_at: ts("issued_at").notNull().defaultNow(),
    issued_by: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    revoked_at: ts("revoked_at"),
    revoked_by: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revocation_reason: text("revocation_reason", { enum: REVOCATION_REASONS }),
    /** E-mailed to the participant; to the employer or funder contact. */
    sent_at: ts("sent_at"),
    funder_sent_at: ts("funder_sent_at"),
  },
  (t) => [
    // One current version per participant, document and month.
    uniqueIndex("issued_documents_current_idx")
      .on(t.registration_id, t.kind, sql`coalesce(${t.period_month}, '0001-01-01'::date)`)
      .where(sql`${t.state} = 'issued'`),
    index("issued_documents_registration_idx").on(t.registration_id, t.kind, t.version),
    index("issued_documents_session_idx").on(t.session_id),
    index("issued_documents_superseded_by_idx").on(t.superseded_by_id),
    index("issued_documents_issued_by_idx").on(t.issued_by),
    index("issued_documents_revoked_by_idx").on(t.revoked_by),
    oneOf("issued_documents_kind_check", t.kind, DOCUMENT_KINDS),
    oneOf("issued_documents_state_check", t.state, DOCUMENT_STATES),
    oneOf("issued_documents_lang_check", t.lang, ["fr", "en"]),
    oneOf("issued_documents_revocation_reason_check", t.revocation_reason, REVOCATION_REASONS),
    check(
      "issued_documents_revocation_check",
      sql`(${t.state} = 'revoked') = (${t.revoked_at} is not null and ${t.revocation_reason} is not null)`,
    ),
    check("issued_documents_version_check", sql`${t.version} >= 1`),
  ],
);

/** The PDF of an issued document, apart so that lists never read its bytes. */
export const issued_document_files = pgTable("issued_document_files", {
  document_id: uuid("document_id")
    .primaryKey()
    .references(() => issued_documents.id, { onDelete: "cascade" }),
  pdf: bytea("pdf").notNull(),
});

/**
 * The steps of a session's communication timeline (delivery.md §4) that the job and staff send:
 * the convocation, the reminder, the remote link (one per day with remote sittings), the
 * trainer's pack, the notice of a change, and the at-risk escalation to staff.
 */
export const TIMELINE_STEPS = [
  "convocation",
  "reminder",
  "remote_link",
  "trainer_pack",
  "change_notice",
  "escalation",
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
/** Who sent it: the job at its time (a late registrant's at once), staff ahead of time, or staff again. */
export const TIMELINE_TRIGGERS = ["job", "send_now", "resend"] as const;

/**
 * One message of the timeline sent to one person: recorded in the transaction that writes its
 * e-mail to the outbox, so a step is done exactly when its e-mail exists. The unique index is
 * the claim: a second process (or a second click) inserting the same step for the same person
 * waits for the first to commit, then inserts nothing and sends nothing. A resend is a row of
 * its own, outside the index.
 */
export const session_messages = pgTable(
  "session_messages",
  {
    id: id(),
    session_id: uuid("session_id")
      .notNull()
      .references(() => course_sessions.id, { onDelete: "cascade" }),
    /** The participant's registration; null for the trainer's pack and the escalation. */
    registration_id: uuid("registration_id").references(() => course_session_registrations.id, {
      onDelete: "cascade",
    }),
    /** The trainer a pack went to. */
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    step: text("step", { enum: TIMELINE_STEPS }).notNull(),
    /** What tells one occurrence of a step from another: a remote link's day, a notice's change; "" otherwise. */
    occurrence: text("occurrence").notNull().default(""),
    trigger: text("trigger", { enum: TIMELINE_TRIGGERS }).notNull().default("job"),
    /** The address it went to, as it was then. */
    recipient: text("recipient").notNull(),
    /** The outbox row: its status tells sent, failed or bounced. */
    outbox_id: uuid("outbox_id").references(() => email_outbox.id, { onDelete: "set null" }),
    sent_by: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("session_messages_once_idx")
      .on(
        t.session_id,
        t.step,
        sql`coalesce(${t.registration_id}, ${t.user_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.occurrence,
      )
      .where(sql`${t.trigger} <> 'resend'`),
    index("session_messages_session_idx").on(t.session_id, t.created_at),
    index("session_messages_registration_idx").on(t.registration_id),
    index("session_messages_user_idx").on(t.user_id),
    index("session_messages_outbox_idx").on(t.outbox_id),
    index("session_messages_sent_by_idx").on(t.sent_by),
    oneOf("session_messages_step_check", t.step, TIMELINE_STEPS),
    oneOf("session_messages_trigger_check", t.trigger, TIMELINE_TRIGGERS),
  ],
);

/** planned → sent (each participant told), or void (later edits put everything back as it was). */
export const SESSION_CHANGE_STATES = ["planned", "sent", "void"] as const;

/**
 * A change of a session that its participants must be told of (date, time, zone, place, remote
 * link, trainer): the values they were told before and the new ones, the fields that changed
 * only. A burst of edits is one change (its `before` kept, its `after` updated, its notice
 * moved on), so each participant gets one e-mail.
 */
export const session_changes = pgTable(
  "session_changes",
  {
    id: id(),
    session_id: uuid("session_id")
      .notNull()
      .references(() => course_sessions.id, { onDelete: "cascade" }),
    changed_by: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
    state: text("state", { enum: SESSION_CHANGE_STATES }).notNull().default("planned"),
    /** When the notice goes, unless staff send it sooner. */
    notify_at: ts("notify_at").notNull(),
    sent_at: ts("sent_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("session_changes_session_idx").on(t.session_id, t.created_at),
    index("session_changes_due_idx").on(t.notify_at).where(sql`${t.state} = 'planned'`),
    index("session_changes_changed_by_idx").on(t.changed_by),
    oneOf("session_changes_state_check", t.state, SESSION_CHANGE_STATES),
  ],
);

/**
 * waiting → offered (a seat is held for them, or offered to the next five together) → accepted
 * (registered); or withdrawn by the person, declined, expired (not offered again), skipped or
 * moved to another session by staff, converted to a registration over capacity, closed when the
 * session starts or is cancelled (delivery.md §5).
 */
export const WAITLIST_ENTRY_STATUSES = [
  "waiting",
  "offered",
  "accepted",
  "withdrawn",
  "declined",
  "expired",
  "skipped",
  "moved",
  "converted",
  "closed",
] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];
/** The statuses of an entry still in the queue: one per person and session. */
export const ACTIVE_WAITLIST_STATUSES = ["waiting", "offered"] as const;

/** A person waiting for a seat of a full session, with what they typed in the registration form. */
export const waitlist_entries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    session_id: uuid("session_id")
      .notNull()
      .references(() => course_sessions.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: WAITLIST_ENTRY_STATUSES }).notNull().default("waiting"),
    /** Staff's priority: higher first, then order of arrival. */
    priority: integer("priority").notNull().default(0),
    /** The registration form as typed when joining: accepting an offer registers with it. */
    form: jsonb("form").$type<Record<string, unknown>>().notNull(),
    /** Why staff converted it over capacity, or moved or skipped it. */
    staff_note: text("staff_note"),
    /** The registration an accepted or converted entry became. */
    registration_id: uuid("registration_id").references(() => course_session_registrations.id, {
      onDelete: "set null",
    }),
    closed_at: ts("closed_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("waitlist_entries_active_idx")
      .on(t.session_id, t.user_id)
      .where(inList("waitlist_entries_active_idx", t.status, ACTIVE_WAITLIST_STATUSES)),
    // The queue: priority, then arrival.
    index("waitlist_entries_queue_idx").on(t.session_id, t.status, t.priority, t.created_at),
    index("waitlist_entries_user_idx").on(t.user_id),
    index("waitlist_entries_registration_idx").on(t.registration_id),
    oneOf("waitlist_entries_status_check", t.status, WAITLIST_ENTRY_STATUSES),
  ],
);

/** hold: the seat is kept for this person until the deadline; broadcast: told with the next four, first come first served. */
export const WAITLIST_OFFER_KINDS = ["hold", "broadcast"] as const;
export const WAITLIST_OFFER_STATES = ["live", "accepted", "declined", "expired", "void"] as const;

/** An offer of a freed seat to one entry, answered through a signed single-use link. */
export const waitlist_offers = pgTable(
  "waitlist_offers",
  {
    id: id(),
    entry_id: uuid("entry_id")
      .notNull()
      .references(() => waitlist_entries.id, { onDelete: "cascade" }),
    session_id: uuid("session_id")
      .notNull()
      .references(() => course_sessions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: WAITLIST_OFFER_KINDS }).notNull(),
    state: text("state", { enum: WAITLIST_OFFER_STATES }).notNull().default("live"),
    deadline: ts("deadline").notNull(),
    reminded_at: ts("reminded_at"),
    resolved_at: ts("resolved_at"),
    created_at: createdAt(),
  },
  (t) => [
    index("waitlist_offers_entry_idx").on(t.entry_id),
    index("waitlist_offers_session_idx").on(t.session_id, t.state),
    // The job's walk: live offers by deadline.
    index("waitlist_offers_live_idx").on(t.deadline).where(sql`${t.state} = 'live'`),
    oneOf("waitlist_offers_kind_check", t.kind, WAITLIST_OFFER_KINDS),
    oneOf("waitlist_offers_state_check", t.state, WAITLIST_OFFER_STATES),
  ],
);
