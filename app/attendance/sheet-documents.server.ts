// The attendance sheets as the back office downloads them: the session's (signed, or blank
// with ?blank=1 to sign on paper) and one participant's, from the session's evidence, in the
// reader's language. Null when the session (or the participant on its sheet) does not exist.
import type { TFunction } from "i18next";
import { loadSessionEvidence } from "~/attendance/evidence.server";
import { individualSheetPdf } from "~/attendance/individual-sheet-pdf.server";
import { attendanceSheetFilename, attendanceSheetPdf } from "~/attendance/sheet-pdf.server";
import { isUuid } from "~/forms/validate";
import { getFixedT } from "~/i18n/i18n.server";
import { type Lang, pick } from "~/i18n/messages";
import { readTogether } from "~/server/db.server";
import { pdfResponse } from "~/server/responses.server";
import { getSiteChrome } from "~/site/site.server";

async function common(lang: Lang): Promise<{ t: TFunction; appName: string }> {
  const [t, site] = await readTogether(
    () => getFixedT(lang),
    () => getSiteChrome(),
  );
  return { t, appName: site.appName };
}

/** The session's sheet: signed, or with empty boxes (`blank`). */
export async function sessionSheetResponse(sessionId: string, lang: Lang, blank: boolean): Promise<Response | null> {
  const evidence = await loadSessionEvidence(sessionId);
  if (!evidence) return null;
  const { session } = evidence;
  const pdf = await attendanceSheetPdf({
    lang,
    ...(await common(lang)),
    course: { title: pick(session.course, "title", lang), reference: session.course.reference },
    session,
    place: session.place,
    trainer: session.trainer,
    participants: blank
      ? evidence.participants.map((p) => ({ name: p.name, company: p.company }))
      : evidence.participants,
    sittings: evidence.sittings,
    evidence: blank
      ? undefined
      : {
          corrections: evidence.corrections,
          fingerprint: evidence.fingerprint,
          verificationUrl: evidence.verification_url,
        },
  });
  return pdfResponse(pdf, attendanceSheetFilename(session.course.reference, session.start_date));
}

/** One participant's sheet and its file name; null when `registrationId` is not on the session's sheet. */
export async function individualSheet(
  sessionId: string,
  registrationId: string,
  lang: Lang,
): Promise<{ pdf: Uint8Array<ArrayBuffer>; filename: string } | null> {
  if (!isUuid(registrationId)) return null;
  const evidence = await loadSessionEvidence(sessionId);
  const participant = evidence?.participants.find((p) => p.registration_id === registrationId);
  if (!evidence || !participant) return null;
  const { session } = evidence;
  const pdf = await individualSheetPdf({
    lang,
    ...(await common(lang)),
    course: { title: pick(session.course, "title", lang), reference: session.course.reference },
    session,
    place: session.place,
    trainer: session.trainer,
    participant,
    sittings: evidence.sittings,
    corrections: evidence.corrections,
    fingerprint: evidence.fingerprint,
    verificationUrl: evidence.verification_url,
  });
  return { pdf, filename: attendanceSheetFilename(session.course.reference, session.start_date, participant.name) };
}

/** One participant's sheet as a download; null when `registrationId` is not on the session's sheet. */
export async function individualSheetResponse(
  sessionId: string,
  registrationId: string,
  lang: Lang,
): Promise<Response | null> {
  const sheet = await individualSheet(sessionId, registrationId, lang);
  return sheet ? pdfResponse(sheet.pdf, sheet.filename) : null;
}
