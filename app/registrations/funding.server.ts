// Staff complete a registration's funding for the annual activity report (BPF, delivery.md §8):
// the funding source, an OPCO's or a public body's scheme, the participant's type. From the
// roster's card and from /admin/registrations (where the BPF's missing counts lead), under the
// "sessions" module like every other move on a registration; audited.
import { eq } from "drizzle-orm";
import { course_session_registrations as r } from "#db/schema";
import { auditedUpdate } from "~/admin/audited-write.server";
import { invalid, notFound, type WriteResult } from "~/admin/write-result.server";
import { checkFunding } from "~/compliance/bpf-categories.server";
import type { FundingInput } from "~/registrations/roster-schema";
import { db } from "~/server/db.server";

const F = "admin.registrations.funding";

/** Sets the registration's funding; `sessionId` when the roster of that session posts it (another session's row is not found). */
export async function saveRegistrationFunding(
  registrationId: string,
  input: Omit<FundingInput, "registration_id">,
  options: { sessionId?: string } = {},
): Promise<WriteResult> {
  return auditedUpdate(r, registrationId, {
    entity: "registration",
    label: (before) =>
      [before.first_name, before.last_name].filter(Boolean).join(" ") || before.email || registrationId,
    missing: notFound(`${F}.not_found`),
    lock: true,
    onlyIfChanged: true,
    check: (before) =>
      options.sessionId !== undefined && before.session_id !== options.sessionId ? notFound(`${F}.not_found`) : null,
    write: async (before) => {
      const checked = await checkFunding(
        {
          fundingSourceId: input.funding_source_id,
          fundingScheme: input.funding_scheme,
          participantTypeId: input.participant_type_id,
        },
        before,
      );
      if (checked.errors.source || checked.errors.type) {
        return invalid({
          ...(checked.errors.source ? { funding_source_id: `${F}.source_invalid` } : {}),
          ...(checked.errors.type ? { participant_type_id: `${F}.type_invalid` } : {}),
        });
      }
      await db().update(r).set(checked.columns).where(eq(r.id, registrationId));
    },
  });
}
