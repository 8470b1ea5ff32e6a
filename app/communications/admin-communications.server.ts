// The communications screen's writes and previews (/admin/sessions/:id/communications,
// delivery.md §4): send a planned step now, resend one, send a change's notice now, hold the
// session below its minimum; preview an e-mail as a participant would get it, and the
// convocation's PDF. Writes run in adminAction's transaction under the permission matrix's
// "sessions" module (decision 022), each with its audit entry.
import { and, desc, eq, sql } from "drizzle-orm";
import { course_sessions, session_changes } from "#db/schema";
import { type AdminActionSpec, intent, screenMessages } from "~/admin/action.server";
import { conflict, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { COMMUNICATION_INTENTS, changeSchema, SENDABLE_STEPS, stepSchema } from "~/communications/admin-schema";
import { loadConvocationFacts } from "~/communications/convocation-facts.server";
import { renderConvocationPdf } from "~/communications/convocation-pdf.server";
import {
  changeNoticeEmail,
  convocationEmail,
  reminderEmail,
  remoteLinkEmail,
  trainerPackEmail,
} from "~/communications/timeline-emails.server";
import { type StepTarget, sendChangeNotice, sendTimelineStep } from "~/communications/timeline-send.server";
import { isUuid } from "~/forms/validate";
import { getFixedT } from "~/i18n/i18n.server";
import { isLang, type Lang } from "~/i18n/messages";
import { clock } from "~/server/clock.server";
import { db } from "~/server/db.server";
import type { EmailMessage } from "~/server/mail.server";
import { wakeAfterCommit } from "~/server/wake.server";
import { changedDetails } from "~/sessions/session-changes.server";
import { findSessionAuditLabel } from "~/sessions/session-query.server";

const K = "admin.communications";

async function sendStep(
  sessionId: string,
  data: { step: (typeof SENDABLE_STEPS)[number]; registrationId?: string; occurrence: string },
  actor: { id: string },
  trigger: "send_now" | "resend",
): Promise<WriteResult> {
  const label = await findSessionAuditLabel(sessionId);
  if (!label) return notFound(`${K}.errors.not_found`);
  let userId: string | null = null;
  if (data.step === "trainer_pack") {
    const [row] = await db()
      .select({ instructor: course_sessions.instructor_id, first: sql<string>`${course_sessions.start_date}::text` })
      .from(course_sessions)
      .where(eq(course_sessions.id, sessionId));
    userId = row?.instructor ?? null;
    if (!userId) return conflict(`${K}.errors.no_trainer`);
  } else if (!data.registrationId) {
    return notFound(`${K}.errors.unknown_step`);
  }
  const target: StepTarget = {
    sessionId,
    step: data.step,
    occurrence: data.occurrence,
    registrationId: data.step === "trainer_pack" ? null : (data.registrationId ?? null),
    userId,
  };
  const sent = await sendTimelineStep(target, { trigger, by: actor.id });
  if (!sent) return conflict(trigger === "resend" ? `${K}.errors.not_sendable` : `${K}.errors.already_sent`);
  return written({
    action: "update",
    entity: "session",
    id: sessionId,
    label,
    after: {
      communication: data.step,
      occurrence: data.occurrence || undefined,
      registration: target.registrationId ?? undefined,
      trigger,
    },
  });
}

/** Confirms the session and lifts the hold of its minimum: its convocations go at their time (at once when due). */
export async function goAhead(sessionId: string): Promise<WriteResult> {
  const label = await findSessionAuditLabel(sessionId);
  if (!label) return notFound(`${K}.errors.not_found`);
  const [moved] = await db()
    .update(course_sessions)
    .set({ status: "confirmed", minimum_waived_at: new Date(clock().now()) })
    .where(and(eq(course_sessions.id, sessionId), sql`${course_sessions.status} in ('scheduled', 'confirmed')`))
    .returning({ id: course_sessions.id });
  if (!moved) return conflict(`${K}.errors.not_open`);
  wakeAfterCommit("timeline", sessionId);
  return written({
    action: "update",
    entity: "session",
    id: sessionId,
    label,
    after: { status: "confirmed", minimum_waived: true },
  });
}

export function communicationActions(sessionId: string): AdminActionSpec {
  return {
    what: "communications",
    module: "sessions",
    messages: screenMessages(`${K}.error`),
    intents: {
      [COMMUNICATION_INTENTS.send]: intent({
        schema: stepSchema,
        toast: `${K}.toasts.sent`,
        run: ({ data, actor }) => sendStep(sessionId, data, actor, "send_now"),
      }),
      [COMMUNICATION_INTENTS.resend]: intent({
        schema: stepSchema,
        toast: `${K}.toasts.resent`,
        run: ({ data, actor }) => sendStep(sessionId, data, actor, "resend"),
      }),
      [COMMUNICATION_INTENTS.sendChange]: intent({
        schema: changeSchema,
        toast: `${K}.toasts.change_sent`,
        run: async ({ data, actor }) => {
          const label = await findSessionAuditLabel(sessionId);
          if (!label) return notFound(`${K}.errors.not_found`);
          if (!(await sendChangeNotice(sessionId, data.changeId, { trigger: "send_now", by: actor.id })))
            return conflict(`${K}.errors.change_not_planned`);
          return written({
            action: "update",
            entity: "session",
            id: sessionId,
            label,
            after: { change_notice: data.changeId },
          });
        },
      }),
      [COMMUNICATION_INTENTS.goAhead]: intent({
        toast: `${K}.toasts.go_ahead`,
        run: () => goAhead(sessionId),
      }),
    },
  };
}

/**
 * The e-mail `step` would send to that participant (or the trainer) now, without sending it:
 * staff's "preview as this participant". Null when the step or the person is not the session's.
 */
export async function previewTimelineEmail(
  sessionId: string,
  query: { step: string | null; registration: string | null; occurrence: string | null; lang: string | null },
): Promise<EmailMessage | null> {
  if (!isUuid(sessionId)) return null;
  const step = SENDABLE_STEPS.find((name) => name === query.step);
  if (!step) return null;
  const lang: Lang = isLang(query.lang) ? query.lang : "fr";
  const registrationId = query.registration && isUuid(query.registration) ? query.registration : null;
  const facts = registrationId
    ? await loadConvocationFacts(sessionId, { registrationId })
    : await loadConvocationFacts(sessionId, { lang });
  if (!facts) return null;
  const calendar = {
    uid: `registration-${registrationId ?? "preview"}`,
    sequence: 0,
    session: {
      id: sessionId,
      start_date: facts.session.start_date,
      end_date: facts.session.end_date,
      start_time: facts.session.sittings[0]?.start_time ?? "09:00",
      end_time: facts.session.sittings[0]?.end_time ?? "17:00",
      timezone: facts.session.timezone,
    },
    location: null,
    organizerEmail: null,
  };
  switch (step) {
    case "convocation":
      return convocationEmail(facts, calendar);
    case "reminder":
      return reminderEmail(facts, calendar);
    case "remote_link":
      return remoteLinkEmail(facts, query.occurrence ?? facts.session.start_date);
    case "trainer_pack":
      return trainerPackEmail(facts, { email: "", name: facts.trainers[0]?.name ?? "" }, []);
    case "change_notice": {
      // The change asked for, else the session's latest.
      const [change] = await db()
        .select({ before: session_changes.before, after: session_changes.after })
        .from(session_changes)
        .where(
          and(
            eq(session_changes.session_id, sessionId),
            query.occurrence && isUuid(query.occurrence) ? eq(session_changes.id, query.occurrence) : undefined,
          ),
        )
        .orderBy(desc(session_changes.created_at))
        .limit(1);
      if (!change) return null;
      return changeNoticeEmail(facts, changedDetails(change.before, change.after, facts.lang), calendar, {
        withConvocation: false,
      });
    }
  }
}

/** The convocation's PDF for a participant (their copy) or, without one, staff's preview in `lang`. */
export async function convocationPdf(
  sessionId: string,
  query: { registration: string | null; lang: string | null },
): Promise<{ pdf: Uint8Array<ArrayBuffer>; filename: string } | null> {
  if (!isUuid(sessionId)) return null;
  const registrationId = query.registration && isUuid(query.registration) ? query.registration : null;
  if (query.registration && !registrationId) return null;
  const facts = registrationId
    ? await loadConvocationFacts(sessionId, { registrationId })
    : await loadConvocationFacts(sessionId, { lang: isLang(query.lang) ? query.lang : "fr" });
  if (!facts) return null;
  const t = await getFixedT(facts.lang);
  return {
    pdf: new Uint8Array(await renderConvocationPdf(facts, t)),
    filename: `${t("emails.timeline.convocation.filename")}-${facts.course.reference}.pdf`.replace(/[^\w.-]+/g, "-"),
  };
}
