// Staff's funding dialog for one registration (BPF, delivery.md §8): the funding source, the
// scheme of an OPCO's or a public body's funding, the participant's type. Opened from the
// roster's card and from /admin/registrations' rows; posts FUNDING_INTENT to the screen's action.
import { useTranslation } from "react-i18next";
import type { FundingOptions } from "~/compliance/bpf-categories";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { FundingFields } from "~/registrations/funding-fields";
import { FUNDING_INTENT, fundingSchema } from "~/registrations/roster-schema";
import { EditorDialog } from "~/ui/editor-dialog";

const K = "admin.registrations.funding";

/** What the dialog edits of a registration. */
export type FundingTarget = {
  id: string;
  name: string;
  funding_source_id: string | null;
  funding_scheme: string | null;
  participant_type_id: string | null;
};

export function RegistrationFundingDialog({
  registration,
  options,
  actionUrl,
  onClose,
}: {
  /** The registration edited; null: closed. */
  registration: FundingTarget | null;
  options: FundingOptions;
  actionUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useFetcherForm({
    fetcherKey: "registration-funding",
    schema: fundingSchema,
    successMessageKey: `${K}.saved`,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const { error, initial } = form;
  return (
    <EditorDialog
      form={form}
      open={registration !== null}
      size="md"
      formKey={registration?.id}
      title={t(`${K}.title`)}
      intro={
        registration ? <p className="text-sm text-slate-700">{t(`${K}.intro`, { name: registration.name })}</p> : null
      }
      action={actionUrl}
      intent={FUNDING_INTENT}
      saveLabel={t(`${K}.submit`)}
      savingLabel={t(`${K}.saving`)}
    >
      {registration ? (
        <>
          <input type="hidden" name="registration_id" value={registration.id} />
          <FundingFields
            options={options}
            names={{ source: "funding_source_id", scheme: "funding_scheme", type: "participant_type_id" }}
            values={{
              source: initial("funding_source_id", registration.funding_source_id) || null,
              scheme: initial("funding_scheme", registration.funding_scheme) || null,
              type: initial("participant_type_id", registration.participant_type_id) || null,
            }}
            errors={{
              source: error("funding_source_id"),
              scheme: error("funding_scheme"),
              type: error("participant_type_id"),
            }}
            prefix={K}
          />
        </>
      ) : null}
    </EditorDialog>
  );
}
