// A registration's funding for the annual activity report (BPF, delivery.md §8): who funds the
// training (the funding sources, as data), the scheme of an OPCO's or a public body's funding
// (asked only for those), and the participant's situation. One block for the registration form
// (where each answer is optional: "if you know it") and the staff's funding dialog, each with
// its own field names and wording (`prefix`: source, source_none, scheme, scheme_hint, type,
// type_none). Labels in the page's language.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { asksScheme, bpfLabel, FUNDING_SCHEME_MAX, type FundingOptions, offered } from "~/compliance/bpf-categories";
import type { Lang } from "~/i18n/messages";
import { Field, Select } from "~/ui/field";

export type FundingFieldNames = { source: string; scheme: string; type: string };

export function FundingFields({
  options,
  names,
  values,
  errors = {},
  prefix,
}: {
  options: FundingOptions;
  names: FundingFieldNames;
  /** What the fields start from (the stored values, or what was typed before a refusal). */
  values: { source: string | null; scheme: string | null; type: string | null };
  errors?: { source?: string | null; scheme?: string | null; type?: string | null };
  prefix: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [sourceId, setSourceId] = useState(values.source ?? "");
  const sources = offered(options.fundingSources, values.source);
  const types = offered(options.participantTypes, values.type);
  return (
    <>
      <Field label={t(`${prefix}.source`)} name={names.source} error={errors.source}>
        <Select defaultValue={values.source ?? ""} onChange={(event) => setSourceId(event.currentTarget.value)}>
          <option value="">{t(`${prefix}.source_none`)}</option>
          {sources.map((option) => (
            <option key={option.id} value={option.id}>
              {bpfLabel(option, lang)}
            </option>
          ))}
        </Select>
      </Field>
      {asksScheme(sources, sourceId) ? (
        <Field
          label={t(`${prefix}.scheme`)}
          name={names.scheme}
          hint={t(`${prefix}.scheme_hint`)}
          maxLength={FUNDING_SCHEME_MAX}
          autoComplete="off"
          defaultValue={values.scheme ?? ""}
          error={errors.scheme}
        />
      ) : null}
      <Field label={t(`${prefix}.type`)} name={names.type} error={errors.type}>
        <Select defaultValue={values.type ?? ""}>
          <option value="">{t(`${prefix}.type_none`)}</option>
          {types.map((option) => (
            <option key={option.id} value={option.id}>
              {bpfLabel(option, lang)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
