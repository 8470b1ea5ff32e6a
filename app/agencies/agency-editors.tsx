// The two modals of /admin/agencies: the agency add/edit form (name, manager, address, city,
// postal code, country, phone, e-mail, time zone chosen among the IANA zones, active, French
// rules), and the add-photo dialog (an image of at most 5 MB, captions in French and English).
// Both post with a fetcher to the screen's action, which re-validates with the same schemas.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type EntityEditorProps, useEntityEditor } from "~/forms/use-entity-editor";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, Select } from "~/ui/field";
import { ImageUpload } from "~/ui/image-upload";
import { type AdminAgency, AGENCY_LIMITS, agencyPhotoSchema, agencySchema } from "./admin-schema";
import { isFrance } from "./regions";
import { defaultTimeZone, timeZoneGroups, zoneAfterCountryChange } from "./time-zones";

const K = "admin.agencies.form";

type EditorProps = EntityEditorProps;

export function AgencyEditor({ open, onOpenChange, action, agency }: EditorProps & { agency?: AdminAgency }) {
  const { t } = useTranslation();
  // No fetcherKey: the screen remounts this editor on each opening (see trainer-editor).
  const { form, dialog } = useEntityEditor({
    item: agency,
    keys: { form: K, success: "admin.agencies.success" },
    schema: agencySchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;
  // The zone follows the country typed (a new agency in France starts on Europe/Paris) as long
  // as it is the zone of the country before (zoneAfterCountryChange).
  const [country, setCountry] = useState(() => initial("country", agency?.country));
  const [timezone, setTimezone] = useState(() => initial("timezone", agency?.timezone ?? defaultTimeZone(country)));
  // French rules: a new agency's box follows the country typed (ticked for France) until it is
  // ticked or unticked by hand; an agency's own setting stays as saved.
  // (Controlled: after a refused save the box shows what was sent, the dialog staying open.)
  const [frenchRules, setFrenchRules] = useState(() => agency?.french_rules ?? isFrance(country));
  const [isFrenchRulesChosen, setIsFrenchRulesChosen] = useState(Boolean(agency));
  const onCountryChange = (next: string) => {
    setTimezone(zoneAfterCountryChange(timezone, country, next));
    setCountry(next);
    if (!isFrenchRulesChosen) setFrenchRules(isFrance(next));
  };
  const text = (
    name: keyof typeof AGENCY_FIELDS,
    stored: string | null | undefined,
    onChange?: (value: string) => void,
  ) => (
    <Field
      onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      label={t(`${K}.${name}`)}
      name={name}
      required={AGENCY_FIELDS[name].required}
      type={AGENCY_FIELDS[name].type}
      maxLength={AGENCY_FIELDS[name].max}
      autoComplete="off"
      defaultValue={initial(name, stored)}
      error={error(name)}
    />
  );

  return (
    <EditorDialog {...dialog} open={open} action={action}>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("name", agency?.name)}
        {text("manager_name", agency?.manager_name)}
      </div>
      {text("address", agency?.address)}
      <div className="grid gap-5 sm:grid-cols-3">
        {text("postal_code", agency?.postal_code)}
        {text("city", agency?.city)}
        {text("country", agency?.country, onCountryChange)}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("phone", agency?.phone)}
        {text("email", agency?.email)}
      </div>
      <Field label={t(`${K}.timezone`)} name="timezone" hint={t(`${K}.timezone_hint`)} error={error("timezone")}>
        <Select value={timezone} onChange={(event) => setTimezone(event.currentTarget.value)}>
          {timeZoneGroups(timezone).map((group) => (
            <optgroup key={group.area} label={group.area}>
              {group.zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Checkbox
        name="is_active"
        label={t(`${K}.is_active`)}
        defaultChecked={checked("is_active", agency?.is_active ?? true)}
      />
      <div className="flex flex-col gap-1">
        <Checkbox
          name="french_rules"
          label={t(`${K}.french_rules`)}
          aria-describedby="agency-french-rules-hint"
          checked={frenchRules}
          onChange={(event) => {
            setFrenchRules(event.currentTarget.checked);
            setIsFrenchRulesChosen(true);
          }}
        />
        <p id="agency-french-rules-hint" className="pl-6 text-sm text-slate-600">
          {t("admin.organisation.agencies.french_rules_help")}
        </p>
      </div>
    </EditorDialog>
  );
}

const AGENCY_FIELDS = {
  name: { required: true, type: "text", max: AGENCY_LIMITS.name },
  manager_name: { required: true, type: "text", max: AGENCY_LIMITS.text },
  address: { required: true, type: "text", max: AGENCY_LIMITS.text },
  postal_code: { required: false, type: "text", max: AGENCY_LIMITS.postal },
  city: { required: true, type: "text", max: AGENCY_LIMITS.text },
  country: { required: true, type: "text", max: AGENCY_LIMITS.text },
  phone: { required: false, type: "tel", max: AGENCY_LIMITS.phone },
  email: { required: false, type: "email", max: AGENCY_LIMITS.email },
} as const;

export function AgencyPhotoEditor({ open, onOpenChange, action, agency }: EditorProps & { agency: AdminAgency }) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  const form = useFetcherForm({
    schema: agencyPhotoSchema,
    successMessageKey: "admin.agencies.photos.success.added",
    onOpenChange,
  });
  const { error, initial } = form;
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t("admin.agencies.photos.form.title", { name: agency.name })}
      action={action}
      intent="add_photo"
      saveLabel={t("admin.agencies.photos.form.save")}
      savingLabel={t("admin.agencies.photos.form.saving")}
      isSaveDisabled={isUploading}
    >
      <input type="hidden" name="agency_id" value={agency.id} />
      <ImageUpload
        name="url"
        label={t("admin.agencies.photos.form.photo")}
        purpose="agency-photo"
        defaultUrl={initial("url", null)}
        error={error("url")}
        onBusyChange={setIsUploading}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {(["caption_fr", "caption_en"] as const).map((name) => (
          <Field
            key={name}
            label={t(`admin.agencies.photos.form.${name}`)}
            name={name}
            maxLength={AGENCY_LIMITS.caption}
            defaultValue={initial(name, null)}
            error={error(name)}
          />
        ))}
      </div>
    </EditorDialog>
  );
}
