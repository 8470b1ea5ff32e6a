// What a certificate states (delivery.md §3, decision 030), browser-safe: the facts an issued
// document keeps exactly as it printed them (issued_documents.facts), which its PDF, the public
// verification page and the member's list all read; and what keeps a draft from being issued.
import type { ActionNature, AssessmentResult, DocumentKind, DocumentState, RevocationReason } from "#db/schema";

export const DOCUMENT_KIND_NAMES = [
  "completion",
  "realisation",
  "attendance",
] as const satisfies readonly DocumentKind[];
export const DOCUMENT_STATE_NAMES = ["issued", "superseded", "revoked"] as const satisfies readonly DocumentState[];
export const REVOCATION_REASON_NAMES = [
  "issued_in_error",
  "training_not_completed",
  "fraud",
  "other",
] as const satisfies readonly RevocationReason[];
export const ASSESSMENT_RESULT_NAMES = [
  "acquired",
  "in_progress",
  "not_acquired",
] as const satisfies readonly AssessmentResult[];
export const ACTION_NATURE_NAMES = [
  "training",
  "skills_assessment",
  "vae",
  "apprenticeship",
] as const satisfies readonly ActionNature[];

export type DocumentLang = "fr" | "en";

export type DocumentFacts = {
  kind: DocumentKind;
  /** The language the document is written in: the holder's, but always French for the certificat de réalisation. */
  lang: DocumentLang;
  /** The certificat de réalisation adds an English courtesy page (its holder reads English). */
  courtesyPage: boolean;
  version: number;
  /** The verification code and address printed on it; null on a draft's preview. */
  code: string | null;
  verifyUrl: string | null;
  /** The day it was issued (or previewed), YYYY-MM-DD in the organising agency's time zone. */
  issuedOn: string;
  organisation: {
    legalName: string;
    /** The registered office, several lines. */
    address: string | null;
    /** SIRET, or the local registration outside France. */
    registrationNumber: string | null;
    /** The training-activity declaration number (NDA) and its region: French agencies only. */
    declarationNumber: string | null;
    declarationRegion: string | null;
    qualiopiNumber: string | null;
    /** The legal representative who signs. */
    representative: string | null;
  };
  agency: { name: string; city: string; country: string; frenchRules: boolean };
  holder: { name: string; company: string | null; selfFunded: boolean };
  course: {
    /** In the document's language; `titleEn` for the courtesy page. */
    title: string;
    titleEn: string;
    reference: string;
    /** In the document's language. */
    objectives: string[];
    nature: ActionNature;
    assessmentPlanned: boolean;
  };
  /** One per objective when the course plans an assessment (else empty). */
  results: AssessmentResult[];
  session: {
    startDate: string;
    endDate: string;
    timezone: string;
    /** The venue's city; null for a session held remotely. */
    venue: string | null;
  };
  /** A monthly certificate's month and the days of it that had sittings; null: the whole session. */
  period: { month: string; start: string; end: string } | null;
  minutes: {
    planned: number;
    attended: number;
    /** Of the attended minutes, in the room and remotely. */
    inPerson: number;
    remote: number;
    /** Planned minutes missed with an accepted justification. */
    excused: number;
  };
  /** The version this one replaces. */
  supersedes: { code: string; version: number } | null;
};

/**
 * Why a draft cannot be issued yet. `no_attended_time`: the participant gets no document at
 * all; the others hold the draft until they are settled.
 */
export type DraftBlocker =
  | { reason: "session_not_completed" }
  | { reason: "sittings_unlocked"; count: number }
  | { reason: "assessment_missing"; count: number }
  | { reason: "employer_missing" }
  | { reason: "organisation_incomplete"; fields: string[] }
  | { reason: "no_attended_time" }
  | { reason: "month_not_over" };
