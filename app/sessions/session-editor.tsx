// The add/edit session dialog (admin and super_admin), posting to the calendar
// route's action. The zod schema of the action checks the form here first.
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { type FieldErrors, type FormValues, parseForm } from "~/forms/validate";
import { type LocationActionData, LocationForm } from "~/sessions/location-form";
import { COMMON_TIMEZONES, SESSION_DEFAULTS, SESSION_STATUSES, sessionFormSchema } from "~/sessions/schema";
import type { EditableSession, EditorOptions } from "~/sessions/sessions.server";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { Field, FormError, Select, TextArea } from "~/ui/field";
import { LanguageTabs } from "~/ui/tabs";
import { useToast } from "~/ui/toast";

type SessionIntent = "create-session" | "update-session";

export type SessionActionData =
  | { intent: SessionIntent; ok: true; id: string }
  | { intent: SessionIntent; ok: false; errors?: FieldErrors; values?: FormValues; formError?: string }
  | LocationActionData
  | { intent?: undefined; ok: false; formError: string };

export type SessionEditorProps = {
  /** The session to edit; null to add one. */
  session: EditableSession | null;
  options: EditorOptions;
  /** The server's today, for the same start-date rule as the action. */
  today: string;
  onClose: () => void;
};

const FORM_ID = "session-editor-form";

/** Mounted only while open, so each opening starts with a fresh form and fetcher. */
export function SessionEditorDialog({ session, options, today, onClose }: SessionEditorProps) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<SessionActionData>();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [locationId, setLocationId] = useState(session?.location_id ?? "");
  const [created, setCreated] = useState<EditorOptions["locations"]>([]);
  const [isAddingLocation, setIsAddingLocation] = useState(false);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const isSessionResult = result?.intent === "create-session" || result?.intent === "update-session";
  const serverErrors = result && !result.ok && "errors" in result ? (result.errors ?? {}) : {};
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };
  const formError = result && !result.ok && result.intent !== "create-location" ? result.formError : undefined;
  const error = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  // Locations added here show at once; the revalidated loader brings them too.
  const locations = useMemo(() => {
    const known = new Set(options.locations.map((l) => l.id));
    return [...options.locations, ...created.filter((l) => !known.has(l.id))].sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  }, [options.locations, created]);

  const handled = useRef<SessionActionData | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !result?.ok || !isSessionResult || handled.current === result) return;
    handled.current = result;
    toast({
      message: t(
        result.intent === "create-session" ? "pages.calendar.success.created" : "pages.calendar.success.updated",
      ),
      tone: "success",
    });
    onClose();
  }, [fetcher.state, result, isSessionResult, toast, t, onClose]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(
      sessionFormSchema({ today, originalStartDate: session?.start_date }),
      new FormData(event.currentTarget),
    );
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.errors);
    } else setClientErrors({});
  }

  // A session of a draft course keeps its course in the list (only published ones are offered).
  const courses = useMemo(() => {
    if (!session || options.courses.some((c) => c.id === session.course_id)) return options.courses;
    const title = (i18n.language === "en" && session.course_title_en) || session.course_title_fr;
    return [...options.courses, { id: session.course_id, title }];
  }, [options.courses, session, i18n.language]);

  const timezones = useMemo(() => {
    const zones: string[] = [...COMMON_TIMEZONES];
    if (session && !zones.includes(session.timezone)) zones.push(session.timezone);
    return zones;
  }, [session]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      size="xl"
      title={t(session ? "pages.calendar.editor.edit_title" : "pages.calendar.editor.add_title")}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("ui.cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            {t("pages.calendar.editor.save")}
          </Button>
        </>
      }
    >
      <fetcher.Form
        id={FORM_ID}
        method="post"
        action="/calendrier"
        noValidate
        onSubmit={handleSubmit}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value={session ? "update-session" : "create-session"} />
        {session ? <input type="hidden" name="id" value={session.id} /> : null}
        {options.errors.length > 0 ? (
          <FormError>
            {options.errors.map((key) => (
              <p key={key}>{t(key)}</p>
            ))}
          </FormError>
        ) : null}
        {formError ? <FormError>{t(formError)}</FormError> : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("pages.calendar.editor.course")} name="course_id" required error={error("course_id")}>
            <Select defaultValue={session?.course_id ?? ""}>
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
            <Select defaultValue={session?.instructor_id ?? ""}>
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
              onCancel={() => setIsAddingLocation(false)}
              onCreated={(location) => {
                setCreated((list) => [...list, location]);
                setLocationId(location.id);
                setIsAddingLocation(false);
                toast({ message: t("pages.calendar.success.location_created"), tone: "success" });
              }}
            />
          ) : null}
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
            defaultValue={session?.start_time.slice(0, 5) ?? "09:00"}
            error={error("start_time")}
          />
          <Field
            label={t("pages.calendar.editor.end_time")}
            name="end_time"
            type="time"
            required
            defaultValue={session?.end_time.slice(0, 5) ?? "17:00"}
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
            defaultValue={session?.seats_available ?? SESSION_DEFAULTS.seats_available}
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
            defaultValue={session?.min_participants ?? SESSION_DEFAULTS.min_participants}
            error={error("min_participants")}
          />
          <Field label={t("pages.calendar.editor.status")} name="status" error={error("status")}>
            <Select defaultValue={session?.status ?? SESSION_DEFAULTS.status}>
              {SESSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`pages.calendar.status.${status}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("pages.calendar.editor.timezone")} name="timezone" error={error("timezone")}>
            <Select defaultValue={session?.timezone ?? SESSION_DEFAULTS.timezone}>
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
            defaultValue={session?.price_override ?? undefined}
            error={error("price_override")}
          />
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t("pages.calendar.editor.notes")}</legend>
          <LanguageTabs errors={{ fr: Boolean(errors.notes_fr), en: Boolean(errors.notes_en) }}>
            {(lang) => (
              <Field
                label={t(`pages.calendar.editor.notes_${lang}`)}
                name={`notes_${lang}`}
                error={error(`notes_${lang}`)}
              >
                <TextArea rows={3} defaultValue={(lang === "fr" ? session?.notes_fr : session?.notes_en) ?? ""} />
              </Field>
            )}
          </LanguageTabs>
        </fieldset>
      </fetcher.Form>
    </Dialog>
  );
}
