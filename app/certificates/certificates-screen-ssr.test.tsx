// Server-rendered markup of the certificates screen: the header (course, dates, agency, French
// rules), the notices that hold every document back, and per participant and document its state
// in words — a draft with its blockers, "Issued v2" with when it was sent, "Outdated", the older
// versions with their state — the actions each state allows, and "no attended time".
import { describe, expect, it } from "vitest";
import { renderInRouter, testI18nFromLocales, textOf } from "../../tests/ssr";
import { CertificatesScreen } from "./certificates-screen";
import type { CertificateParticipant, CertificateSlot, IssuedDocumentRow, SessionCertificates } from "./drafts.server";
import type { DocumentFacts } from "./facts";

const i18n = testI18nFromLocales("en");
const SESSION = "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60";

const draft = { minutes: { planned: 840, attended: 840, inPerson: 840, remote: 0, excused: 0 } } as DocumentFacts;

const version = (values: Partial<IssuedDocumentRow>): IssuedDocumentRow => ({
  id: "d1",
  registration_id: "r1",
  kind: "completion",
  period_month: null,
  version: 1,
  state: "issued",
  code: "ABCDEFGHJKLM",
  lang: "en",
  sha256: "ab",
  superseded_by_id: null,
  revocation_reason: null,
  issued_at: "2031-03-12T09:00:00.000Z",
  revoked_at: null,
  sent_at: null,
  funder_sent_at: null,
  ...values,
});

const slot = (values: Partial<CertificateSlot>): CertificateSlot => ({
  kind: "completion",
  periodMonth: null,
  draft,
  blockers: [],
  current: null,
  versions: [],
  outdated: false,
  ...values,
});

const participant = (values: Partial<CertificateParticipant>): CertificateParticipant => ({
  registrationId: "r1",
  userId: "u1",
  name: "Alice Martin",
  email: "alice@example.com",
  lang: "en",
  company: "Acme",
  selfFunded: false,
  transitionProject: false,
  funderContactName: null,
  funderContactEmail: null,
  fundingSourceId: null,
  fundingScheme: null,
  participantTypeId: null,
  results: [null, null],
  minutesAttended: 840,
  none: null,
  slots: [],
  ...values,
});

function certificates(values: Partial<SessionCertificates> = {}): SessionCertificates {
  const issued = version({ id: "d2", version: 2, sent_at: "2031-03-12T09:05:00.000Z" });
  return {
    session: {
      id: SESSION,
      status: "completed",
      startDate: "2031-03-10",
      endDate: "2031-03-11",
      timezone: "Europe/Paris",
      courseTitleFr: "Cours certifié",
      courseTitleEn: "Certified course",
      reference: "ATP-CER-001",
    },
    course: { objectivesFr: ["Planifier", "Livrer"], objectivesEn: ["Plan", "Deliver"], assessmentPlanned: true },
    agency: {
      id: "a1",
      name: "Formatio Lyon",
      city: "Lyon",
      country: "France",
      timezone: "Europe/Paris",
      french_rules: true,
      isHeadOffice: true,
    },
    frenchRules: true,
    organisationMissing: [],
    sittings: { total: 4, unlocked: 0 },
    participants: [
      participant({
        slots: [
          slot({ current: issued, versions: [issued, version({ id: "d1", state: "superseded" })] }),
          slot({ kind: "realisation", blockers: [{ reason: "employer_missing" }] }),
        ],
      }),
      participant({
        registrationId: "r2",
        name: "Bruno Petit",
        company: null,
        minutesAttended: 210,
        slots: [
          slot({
            blockers: [
              { reason: "sittings_unlocked", count: 2 },
              { reason: "assessment_missing", count: 3 },
              { reason: "organisation_incomplete", fields: ["legal_name"] },
            ],
          }),
          slot({
            kind: "realisation",
            current: version({ id: "d3", kind: "realisation", funder_sent_at: "2031-03-13T10:00:00.000Z" }),
            versions: [version({ id: "d3", kind: "realisation" })],
            outdated: true,
          }),
        ],
      }),
      participant({ registrationId: "r3", name: "Chloé Durand", minutesAttended: 0, none: "no_attended_time" }),
    ],
    ...values,
  };
}

describe("certificates screen", () => {
  it("heads the page with the course, its dates, the organising agency and the rules that apply", () => {
    const text = textOf(renderInRouter(i18n, <CertificatesScreen certificates={certificates()} />));
    expect(text).toContain("Certified course");
    expect(text).toContain("ref. ATP-CER-001");
    expect(text).toContain("Organised by Formatio Lyon (Lyon, France)");
    expect(text).toContain("French rules: certificate of completion and certificat de réalisation.");
    expect(text).not.toContain("legal profile is incomplete");
  });

  it("says each document's state in words: blockers of a draft, the version issued and sent, outdated, history", () => {
    const html = renderInRouter(i18n, <CertificatesScreen certificates={certificates()} />);
    const text = textOf(html);
    expect(text).toContain("Issued v2");
    expect(text).toContain("Sent on");
    expect(text).toContain("Sent to funder on");
    expect(text).toContain("History (1 earlier version)");
    expect(text).toContain("Superseded");
    expect(text).toContain("Employer missing");
    expect(text).toContain("2 sittings not locked");
    expect(text).toContain("3 assessment results missing");
    expect(text).toContain("Organisation profile incomplete");
    expect(text).toContain("Outdated");
    expect(text).toContain("Attendance changed since: regenerate it.");
    expect(text).toContain("No document: no attended time");
    expect(text).toContain("14 h attended of 14 h");
    expect(text).toContain("No employer given");
    // Issued: download and revoke; the outdated one a new version; blocked drafts no issue button.
    expect(html).toContain(`href="/admin/sessions/${SESSION}/certificates/d2.pdf"`);
    expect(html).toContain(`href="/admin/sessions/${SESSION}/certificates/d1.pdf"`);
    expect(html).toContain(`/admin/sessions/${SESSION}/certificates/preview.pdf?registration=r2&amp;kind=completion`);
    expect(html.match(/>Issue a new version</g)).toHaveLength(1);
    expect(html).not.toMatch(/>Issue</);
    expect(html.match(/>Revoke</g)).toHaveLength(2);
    // The page's moves: regenerate (one outdated), no validate-all (nothing ready), no funders' contact.
    expect(text).toContain("Regenerate outdated documents");
    expect(text).not.toContain("Validate all");
    expect(text).not.toContain("Send to funders");
    expect(text).toContain("Assessment results");
  });

  it("offers validate all when drafts are ready, and says what holds every document back", () => {
    const ready = certificates({
      organisationMissing: ["legal_name", "legal_representative"],
      sittings: { total: 4, unlocked: 2 },
      course: { objectivesFr: [], objectivesEn: [], assessmentPlanned: false },
      participants: [participant({ funderContactEmail: "f@example.com", slots: [slot({})] })],
    });
    const html = renderInRouter(i18n, <CertificatesScreen certificates={ready} />);
    const text = textOf(html);
    expect(text).toContain("Validate all");
    expect(html.match(/>Issue</g)).toHaveLength(1);
    expect(text).toContain("legal profile is incomplete (legal name, legal representative)");
    expect(html).toContain('href="/admin/settings/organisation"');
    expect(text).toContain("2 sittings are not locked yet");
    expect(html).toContain(`href="/admin/sessions/${SESSION}/attendance"`);
    expect(text).not.toContain("Assessment results");
    expect(text).not.toContain("Send to funders");
  });

  it("shows an empty state without participants", () => {
    const text = textOf(renderInRouter(i18n, <CertificatesScreen certificates={certificates({ participants: [] })} />));
    expect(text).toContain("No participants");
    expect(text).not.toContain("Validate all");
  });
});
