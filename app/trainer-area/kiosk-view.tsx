// Kiosk mode (delivery.md §1, "on the trainer's device, the participant picks their name and
// draws a signature"): the device goes round the room showing only the names still to sign.
// A tap on a name opens the signature box; Sign records it and comes back to the list with a
// thank-you. It fills the screen and leaving it asks first, so a participant holding the device
// does not wander into the marks.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SignaturePad } from "~/attendance/signature-pad";
import type { TrainerParticipant, TrainerSitting } from "~/attendance/trainer.server";
import type { ActionData } from "~/forms/action-data";
import { useSittingForm } from "~/trainer-area/use-sitting-form";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { FormError, FormSuccess } from "~/ui/field";

const K = "trainer.kiosk";

export type KioskViewProps = {
  sitting: Pick<TrainerSitting, "id" | "state">;
  /** Those who have not signed yet. */
  participants: TrainerParticipant[];
  title: string;
  onLeave: () => void;
};

export function KioskView({ sitting, participants, title, onLeave }: KioskViewProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<TrainerParticipant | null>(null);
  // Whom the last signature was for, and its answer (what the thank-you is revealed for).
  const [thanked, setThanked] = useState<{ name: string; answer: ActionData } | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const form = useSittingForm({
    showsSuccess: false,
    successToast: false,
    onSuccess: (answer) => {
      setThanked(chosen ? { name: chosen.name, answer } : null);
      setChosen(null);
    },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading each time the view changes
  useEffect(() => heading.current?.focus(), [chosen]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="kiosk-title"
      className="fixed inset-0 z-50 flex flex-col gap-4 overflow-y-auto bg-slate-50 px-4 py-6"
      data-testid="kiosk"
    >
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="kiosk-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-secondary">
              {chosen ? chosen.name : t(`${K}.title`)}
            </h2>
            <p className="text-sm text-slate-600">{title}</p>
          </div>
          <Button variant="ghost" onClick={() => setIsLeaving(true)}>
            {t(`${K}.leave`)}
          </Button>
        </div>

        {chosen ? (
          <form.fetcher.Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="kiosk_sign" />
            <input type="hidden" name="sittingId" value={sitting.id} />
            <input type="hidden" name="registrationId" value={chosen.id} />
            <p className="text-slate-700">{t(`${K}.sign_intro`)}</p>
            {sitting.state === "closed" ? <p className="text-sm text-amber-800">{t(`${K}.late_notice`)}</p> : null}
            <SignaturePad
              label={t(`${K}.pad_label`, { name: chosen.name })}
              error={form.errors.strokes ? t(form.errors.strokes) : undefined}
            />
            <FormError revealFor={form.answer}>
              {form.formError && !form.errors.strokes ? t(form.formError) : null}
            </FormError>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" size="lg" loading={form.isBusy}>
                {t(`${K}.sign`)}
              </Button>
              <Button variant="outline" size="lg" onClick={() => setChosen(null)}>
                {t(`${K}.back`)}
              </Button>
            </div>
          </form.fetcher.Form>
        ) : (
          <>
            <FormSuccess revealFor={thanked?.answer}>
              {thanked ? t(`${K}.thanks`, { name: thanked.name }) : null}
            </FormSuccess>
            {participants.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-center text-lg text-slate-700 ring-1 ring-slate-200">
                {t(`${K}.everyone_signed`)}
              </p>
            ) : (
              <>
                <p className="text-slate-700">{t(`${K}.pick_name`)}</p>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {participants.map((participant) => (
                    <li key={participant.id}>
                      <button
                        type="button"
                        onClick={() => {
                          setThanked(null);
                          setChosen(participant);
                        }}
                        className="w-full rounded-xl bg-white px-5 py-5 text-left text-lg font-semibold text-secondary shadow-sm ring-1 ring-slate-300 hover:ring-secondary focus-visible:ring-2"
                      >
                        {participant.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={isLeaving}
        onOpenChange={setIsLeaving}
        title={t(`${K}.leave_title`)}
        message={t(`${K}.leave_message`)}
        confirmLabel={t(`${K}.leave_confirm`)}
        cancelLabel={t(`${K}.stay`)}
        destructive={false}
        onConfirm={onLeave}
      />
    </div>
  );
}
