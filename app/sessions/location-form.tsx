// "Add a location" inside the session editor. It sits inside the session form
// (HTML forbids nested forms), so its inputs carry no name and it posts its own
// fetcher submission with intent=create-location (useFetcherForm's submit).
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActionData } from "~/forms/action-data";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { AddressCombobox, streetLine } from "~/sessions/address-combobox";
import type { EditorOptions } from "~/sessions/admin-sessions.server";
import type { AddressSuggestion } from "~/sessions/geocoder.server";
import { locationFormSchema } from "~/sessions/schema";
import { Button } from "~/ui/button";
import { Field, FormError, TextInput } from "~/ui/field";

type Location = EditorOptions["locations"][number];

type Values = {
  name: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  latitude: string;
  longitude: string;
};

const EMPTY: Values = { name: "", address: "", city: "", postal_code: "", country: "", latitude: "", longitude: "" };

export function LocationForm({
  addressSuggestions,
  onCreated,
  onCancel,
}: {
  /** A geocoder is configured: the address field suggests addresses (else it is plain text). */
  addressSuggestions: boolean;
  onCreated: (location: Location) => void;
  /** Closes this form: after a cancel, or once the location is created. */
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const form = useFetcherForm<ActionData<Location>>({
    schema: locationFormSchema,
    successMessageKey: "pages.calendar.success.location_created",
    onSuccess: (answer) => {
      if (answer.data) onCreated(answer.data);
    },
    onOpenChange: (open) => {
      if (!open) onCancel();
    },
  });
  const { error, isSaving: busy } = form;

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function applySuggestion(suggestion: AddressSuggestion) {
    setValues((v) => ({
      ...v,
      address: streetLine(suggestion),
      city: suggestion.address.city || v.city,
      postal_code: suggestion.address.postcode || v.postal_code,
      country: suggestion.address.country || v.country,
      latitude: suggestion.lat,
      longitude: suggestion.lon,
    }));
  }

  function save() {
    const formData = new FormData();
    formData.set("intent", "create-location");
    for (const [key, value] of Object.entries(values)) formData.set(key, value);
    form.submit(formData, "/calendrier");
  }

  // Enter in these inputs would submit the session form around them.
  function handleKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      if (event.target.getAttribute("role") !== "combobox") save();
    }
  }

  const text = (key: keyof Values, label: string, props: { required?: boolean; autoComplete?: string } = {}) => (
    <Field label={label} name={`new_location_${key}`} error={error(key)} {...props}>
      {(control) => (
        <TextInput
          id={control.id}
          aria-invalid={control["aria-invalid"]}
          aria-describedby={control["aria-describedby"]}
          required={props.required}
          autoComplete={props.autoComplete ?? "off"}
          value={values[key]}
          onChange={(event) => set(key)(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <fieldset
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onKeyDown={handleKeyDown}
      aria-busy={busy || undefined}
    >
      <legend className="px-1 text-sm font-semibold text-secondary">{t("pages.calendar.location.title")}</legend>
      <FormError revealFor={form.answer}>{form.formError ? t(form.formError) : null}</FormError>
      {text("name", t("pages.calendar.location.name"), { required: true })}
      {addressSuggestions ? (
        <Field
          label={t("pages.calendar.location.address")}
          name="new_location_address"
          hint={t("pages.calendar.location.address_hint")}
          error={error("address")}
        >
          {(control) => (
            <AddressCombobox
              control={control}
              value={values.address}
              onChange={set("address")}
              onSelect={applySuggestion}
            />
          )}
        </Field>
      ) : (
        // No geocoder: nothing to promise, the address is typed in full.
        text("address", t("pages.calendar.location.address"), { autoComplete: "street-address" })
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {text("city", t("pages.calendar.location.city"))}
        {text("postal_code", t("pages.calendar.location.postal_code"))}
        {text("country", t("pages.calendar.location.country"))}
        <div className="grid grid-cols-2 gap-3">
          {text("latitude", t("pages.calendar.location.latitude"))}
          {text("longitude", t("pages.calendar.location.longitude"))}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => form.handleOpenChange(false)} disabled={busy}>
          {t("ui.cancel")}
        </Button>
        <Button variant="secondary" size="sm" onClick={save} loading={busy}>
          {busy ? t("pages.calendar.location.saving") : t("pages.calendar.location.save")}
        </Button>
      </div>
    </fieldset>
  );
}
