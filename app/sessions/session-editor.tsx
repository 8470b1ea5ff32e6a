// The add/edit/duplicate session dialog, posting to the calendar's action (its in-place editor)
// or the sessions desk's (/admin/sessions). The zod schema of the action checks the form here
// first. A duplicate starts from another session's course, trainer, venue, times, seats, notes,
// organising agency, lunch break and ways of signing, with new dates to choose.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TIMELINE_FIELDS, TIMELINE_OFFSETS } from "~/courses/schema";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import type { EditorOptions } from "~/sessions/admin-sessions.server";
import { LocationForm } from "~/sessions/location-form";
import {
  COMMON_TIMEZONES,
  DELIVERY_MODE_NAMES,
  SESSION_DEFAULTS,
  SESSION_NOTES_MAX,
  SESSION_STATUSES,
  SIGN_LINK_MODES,
  sessionFormSchema,
} from "~/sessions/schema";
import type { EditableSession } from "~/sessions/sessions.server";

/** What the editor reads of a session: the calendar's cards and the desk's rows both carry it. */
export type SessionEditorValues = Pick<
  EditableSession,
  | "id"
  | "course_id"
  | "course_title_fr"
  | "course_title_en"
  | "instructor_id"
  | "location_id"
  | "start_date"
  | "end_date"
  | "start_time"
  | "end_time"
  | "seats_available"
  | "seats_taken"
  | "min_participants"
  | "status"
  | "timezone"
  | "registration_deadline"
  | "early_bird_deadline"
  | "early_bird_price"
  | "price_override"
  | "notes_fr"
  | "notes_en"
  | "agency_id"
  | "lunch_start"
  | "lunch_end"
  | "sign_by_qr"
  | "sign_by_kiosk"
  | "sign_by_link"
  | "delivery_mode"
  | "remote_url"
  | "convocation_days"
  | "reminder_days"
  | "remote_link_minutes"
  | "trainer_pack_days"
>;

import { BilingualFields } from "~/ui/bilingual-fields";
import { Button } from "~/ui/button";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, FormError, Select, TextArea } from "~/ui/field";

export type SessionEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; null to add one. */
  session: SessionEditorValues | null;
  /** Adding a copy of this session (new dates), when `session` is null. */
  copyOf?: SessionEditorValues | null;
  options: EditorOptions;
  /** The route whose action saves (default the calendar's). */
  action?: string;
  /** The server's today, for the same start-date rule as the action. */
  today: string;
  /** Runs with the new session's id once a creation is saved (the desk's "create and invite"). */
  onCreated?: (sessionId: string) => void;
};

export function SessionEditor({
  open,
  onOpenChange,
  session,
  copyOf = null,
  options,
  today,
  action = "/calendrier",
  onCreated,
}: SessionEditorProps) {
  const { t, i18n } = useTranslation();
  // What the fields start from: the session edited, else the one copied (its dates aside).
  const source = session ?? copyOf;
  const [locationId, setLocationId] = useState(source?.location_id ?? "");
  const [created, setCreated] = useState<EditorOptions["locations"]>([]);
  const [isAddingLocation, setIsAddingLocation] = useState(false);
  const schema = useMemo(
    () => sessionFormSchema({ today, originalStartDate: session?.start_date, originalStatus: session?.status }),
    [today, session?.start_date, session?.status],
  );
  const form = useFetcherForm({
    fetcherKey: `session-editor-${session?.id ?? (copyOf ? `copy-${copyOf.id}` : "new")}`,
    schema,
    successMessageKey: session ? "pages.calendar.success.updated" : "pages.calendar.success.created",
    onOpenChange,
    onSuccess: (answer) => {
      const created = answer.data as { id?: unknown } | undefined;
      if (!session && typeof created?.id === "string") onCreated?.(created.id);
    },
    // The next opening starts from the stored location, with the location form closed.
    onClose: () => {
      setLocationId(source?.location_id ?? "");
      setIsAddingLocation(false);
    },
  });
  const { error } = form;

  // Locations added here show at once; the revalidated loader brings them too.
  const locations = useMemo(() => {
    const known = new Set(options.locations.map((l) => l.id));
    return [...options.locations, ...created.filter((l) => !known.has(l.id))].sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  }, [options.locations, created]);

  // A session of a draft course keeps its course in the list (only published ones are offered).
  const courses = useMemo(() => {
    if (!source || options.courses.some((c) => c.id === source.course_id)) return options.courses;
    const title = (i18n.language === "en" && source.course_title_en) || source.course_title_fr;
    return [...options.courses, { id: source.course_id, title }];
  }, [options.courses, source, i18n.language]);

  // Active agencies, and the session's own if it has closed since.
  const agencies = options.agencies.filter((agency) => agency.is_active || agency.id === source?.agency_id);
  const headOffice = options.agencies.find((agency) => agency.id === options.headOfficeId);

  const timezones = useMemo(() => {
    const zones: string[] = [...COMMON_TIMEZONES];
    if (source && !zones.includes(source.timezone)) zones.push(source.timezone);
    return zones;
  }, [source]);

  return (
    <EditorDialog
      form={form}
      open={open}
      size="xl"
      title={t(
        session
          ? "pages.calendar.editor.edit_title"
          : copyOf
            ? "pages.calendar.editor.copy_title"
            : "pages.calendar.editor.add_title",
      )}
      action={action}
      intent={session ? "update-session" : "create-session"}
      id={session?.id}
      saveLabel={t("pages.calendar.editor.save")}
      savingLabel={t("pages.calendar.editor.saving")}
    >
      {options.errors.length > 0 ? (
        <FormError>
          {options.errors.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </FormError>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("pages.calendar.editor.course")} name="course_id" required error={error("course_id")}>
          <Select defaultValue={source?.course_id ?? ""}>
            <option value="">{t("pages.calendar.editor.choose_course")}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t("pages.calendar.editor.instructor")}
          name="instructor_id"
          required
          error={error("instructor_id")}
        >
          <Select defaultValue={source?.instructor_id ?? ""}>
            <option value="">{t("pages.calendar.editor.choose_instructor")}</option>
            {options.instructors.map((instructor) => (
              <option key={instructor.id} value={instructor.id}>
                {instructor.full_name || instructor.email}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <div className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field
            label={t("pages.calendar.editor.location")}
            name="location_id"
            error={error("location_id")}
            className="flex-1"
          >
            <Select value={locationId} onChange={(event) => setLocationId(event.target.value)}>
              <option value="">{t("pages.calendar.editor.no_location")}</option>
              {locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.city ? `${location.name} (${location.city})` : location.name}
                </option>
              ))}
            </Select>
          </Field>
          {isAddingLocation ? null : (
            <Button variant="outline" onClick={() => setIsAddingLocation(true)}>
              {t("pages.calendar.editor.add_location")}
            </Button>
          )}
        </div>
        {isAddingLocation ? (
          <LocationForm
            addressSuggestions={options.addressSuggestions}
            onCancel={() => setIsAddingLocation(false)}
            onCreated={(location) => {
              setCreated((list) => [...list, location]);
              setLocationId(location.id);
            }}
          />
        ) : null}
        <Field
          label={t("pages.calendar.editor.remote_url")}
          name="remote_url"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={t("pages.calendar.editor.remote_url_hint")}
          defaultValue={source?.remote_url ?? undefined}
          error={error("remote_url")}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t("pages.calendar.editor.start_date")}
          name="start_date"
          type="date"
          required
          min={session && session.start_date < today ? undefined : today}
          defaultValue={session?.start_date}
          error={error("start_date")}
        />
        <Field
          label={t("pages.calendar.editor.end_date")}
          name="end_date"
          type="date"
          required
          defaultValue={session?.end_date}
          error={error("end_date")}
        />
        <Field
          label={t("pages.calendar.editor.start_time")}
          name="start_time"
          type="time"
          required
          defaultValue={source?.start_time.slice(0, 5) ?? "09:00"}
          error={error("start_time")}
        />
        <Field
          label={t("pages.calendar.editor.end_time")}
          name="end_time"
          type="time"
          required
          defaultValue={source?.end_time.slice(0, 5) ?? "17:00"}
          error={error("end_time")}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t("pages.calendar.editor.seats_available")}
          name="seats_available"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          defaultValue={source?.seats_available ?? SESSION_DEFAULTS.seats_available}
          hint={
            session?.seats_taken ? t("pages.calendar.editor.seats_taken", { count: session.seats_taken }) : undefined
          }
          error={error("seats_available")}
        />
        <Field
          label={t("pages.calendar.editor.min_participants")}
          name="min_participants"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          defaultValue={source?.min_participants ?? SESSION_DEFAULTS.min_participants}
          error={error("min_participants")}
        />
        <Field
          label={t("pages.calendar.editor.status")}
          name="status"
          error={error("status")}
          hint={session && session.status !== "cancelled" ? t("pages.calendar.editor.status_hint") : undefined}
        >
          <Select defaultValue={session?.status ?? SESSION_DEFAULTS.status}>
            {/* Cancelling happens on the roster (participants told, seats freed); a cancelled one keeps its status. */}
            {SESSION_STATUSES.filter((status) => status !== "cancelled" || session?.status === "cancelled").map(
              (status) => (
                <option key={status} value={status}>
                  {t(`pages.calendar.status.${status}`)}
                </option>
              ),
            )}
          </Select>
        </Field>
        <Field label={t("pages.calendar.editor.timezone")} name="timezone" error={error("timezone")}>
          <Select defaultValue={source?.timezone ?? SESSION_DEFAULTS.timezone}>
            {timezones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t("pages.calendar.editor.agency")}
          name="agency_id"
          error={error("agency_id")}
          className="sm:col-span-2"
        >
          <Select defaultValue={source?.agency_id ?? ""}>
            <option value="">
              {headOffice
                ? t("pages.calendar.editor.head_office_named", { name: headOffice.name })
                : t("pages.calendar.editor.head_office")}
            </option>
            {agencies.map((agency) => (
              <option key={agency.id} value={agency.id}>
                {agency.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t("pages.calendar.editor.lunch_start")}
          name="lunch_start"
          type="time"
          defaultValue={source?.lunch_start.slice(0, 5) ?? SESSION_DEFAULTS.lunch_start}
          error={error("lunch_start")}
        />
        <Field
          label={t("pages.calendar.editor.lunch_end")}
          name="lunch_end"
          type="time"
          defaultValue={source?.lunch_end.slice(0, 5) ?? SESSION_DEFAULTS.lunch_end}
          error={error("lunch_end")}
        />
        {/* Own account or subcontracted: the annual activity report's split (delivery.md §8). */}
        <Field
          label={t("pages.calendar.editor.delivery_mode")}
          name="delivery_mode"
          error={error("delivery_mode")}
          className="sm:col-span-2"
        >
          <Select defaultValue={source?.delivery_mode ?? SESSION_DEFAULTS.delivery_mode}>
            {DELIVERY_MODE_NAMES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`pages.calendar.editor.delivery_modes.${mode}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <fieldset className="flex flex-col gap-3" aria-describedby="session-sign-ways-hint">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("pages.calendar.editor.sign_ways")}</legend>
        <p id="session-sign-ways-hint" className="text-sm text-slate-600">
          {t("pages.calendar.editor.sign_ways_hint")}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox
            name="sign_by_qr"
            label={t("pages.calendar.editor.sign_by_qr")}
            defaultChecked={source?.sign_by_qr ?? SESSION_DEFAULTS.sign_by_qr}
            aria-invalid={error("sign_by_qr") ? true : undefined}
            aria-describedby={error("sign_by_qr") ? "session-sign-ways-error" : undefined}
          />
          <Checkbox
            name="sign_by_kiosk"
            label={t("pages.calendar.editor.sign_by_kiosk")}
            defaultChecked={source?.sign_by_kiosk ?? SESSION_DEFAULTS.sign_by_kiosk}
          />
        </div>
        {error("sign_by_qr") ? (
          <p id="session-sign-ways-error" className="text-sm text-red-700">
            {error("sign_by_qr")}
          </p>
        ) : null}
        <Field label={t("pages.calendar.editor.sign_by_link")} name="sign_by_link" error={error("sign_by_link")}>
          <Select defaultValue={source?.sign_by_link ?? SESSION_DEFAULTS.sign_by_link}>
            {SIGN_LINK_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`pages.calendar.editor.sign_link.${mode}`)}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t("pages.calendar.editor.registration_deadline")}
          name="registration_deadline"
          type="date"
          defaultValue={session?.registration_deadline ?? undefined}
          error={error("registration_deadline")}
        />
        <Field
          label={t("pages.calendar.editor.early_bird_deadline")}
          name="early_bird_deadline"
          type="date"
          defaultValue={session?.early_bird_deadline ?? undefined}
          error={error("early_bird_deadline")}
        />
        <Field
          label={t("pages.calendar.editor.early_bird_price")}
          name="early_bird_price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          defaultValue={session?.early_bird_price ?? undefined}
          error={error("early_bird_price")}
        />
        <Field
          label={t("pages.calendar.editor.price_override")}
          name="price_override"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint={t("pages.calendar.editor.price_override_hint")}
          defaultValue={source?.price_override ?? undefined}
          error={error("price_override")}
        />
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-describedby="session-timeline-hint">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("pages.calendar.editor.communications")}</legend>
        <p id="session-timeline-hint" className="text-sm text-slate-600 sm:col-span-2 lg:col-span-4">
          {t("pages.calendar.editor.communications_hint")}
        </p>
        {TIMELINE_FIELDS.map((name) => (
          <Field
            key={name}
            label={t(`pages.calendar.editor.${name}`)}
            name={name}
            type="number"
            inputMode="numeric"
            min={TIMELINE_OFFSETS[name].min}
            max={TIMELINE_OFFSETS[name].max}
            step={1}
            placeholder={t("pages.calendar.editor.course_default")}
            defaultValue={source?.[name] ?? undefined}
            error={error(name)}
          />
        ))}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("pages.calendar.editor.notes")}</legend>
        <BilingualFields errors={form.errors}>
          {(lang) => (
            <Field
              label={t(`pages.calendar.editor.notes_${lang}`)}
              name={`notes_${lang}`}
              error={error(`notes_${lang}`)}
            >
              <TextArea
                rows={3}
                maxLength={SESSION_NOTES_MAX}
                defaultValue={(lang === "fr" ? source?.notes_fr : source?.notes_en) ?? ""}
              />
            </Field>
          )}
        </BilingualFields>
      </fieldset>
    </EditorDialog>
  );
}
