// The session registration modal: a summary of the session (with the price that will apply)
// and the form, prefilled with what the account knows, posted with a fetcher so the page (and
// its seat counts) stays in place. Once the registration is recorded, the form gives way to
// what happens next (the e-mail, the team's confirmation, "My registrations") and a Close.
// A full session's button opens it in its waiting-list mode (delivery.md §5): the same form,
// kept for when a seat frees, posted to /sessions/{id}/waitlist, and the place in the queue
// said once it is recorded.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ResendVerificationButton } from "~/auth/verify-email-banner";
import { AdaptationQuestion } from "~/compliance/adaptation-question";
import type { FundingOptions } from "~/compliance/bpf-categories";
import type { ActionData } from "~/forms/action-data";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { formatDate, formatPrice, formatTime } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { FundingFields } from "~/registrations/funding-fields";
import { registrationSchema, SPECIAL_REQUIREMENTS_MAX } from "~/registrations/schema";
import { type RegistrationAnswer, registrationFetcherKey } from "~/registrations/seats-answer";
import type { MemberDetails, RegistrationSession } from "~/registrations/types";
import { Button, ButtonLink } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, FormSuccess, TextArea } from "~/ui/field";

type ModalUser = { email: string; full_name: string; emailVerified?: boolean };

const K = "pages.courses.registration";
const W = "waitlist.join";

/** What the modal does: register now, or join a full session's waiting list. */
export type RegistrationMode = "register" | "waitlist";

type WaitlistAnswer = ActionData<{ position?: number }>;

/**
 * The waiting list's own fetcher: its answer carries a place in the queue, not the seats left
 * the page's counts read from the registration's.
 */
function waitlistFetcherKey(sessionId: string) {
  return `waitlist-session-${sessionId}`;
}

/** "Marie Claire Dupont" → first "Marie", last "Claire Dupont": a prefill the person can correct. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

export function RegistrationModal({
  session,
  seatsLeft,
  user,
  details = null,
  lang,
  open,
  onOpenChange,
  mode = "register",
  fundingOptions = null,
}: {
  session: RegistrationSession;
  seatsLeft: number;
  user: ModalUser;
  /** The account's phone, company and position (the page's memberBooking), when known. */
  details?: MemberDetails | null;
  lang: Lang;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode?: RegistrationMode;
  /** The funding sources and participant types offered (the page's memberBooking); none: not asked. */
  fundingOptions?: FundingOptions | null;
}) {
  const { t } = useTranslation();
  const [hasAccepted, setHasAccepted] = useState(false);
  const [isDone, setIsDone] = useState(false);
  // The browser's zone, read after hydration (the server cannot know it): the account's first
  // guess at the person's clock. Without script the field is absent and nothing is guessed.
  const [browserZone, setBrowserZone] = useState<string | null>(null);
  useEffect(() => {
    setBrowserZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null);
  }, []);
  const isWaitlist = mode === "waitlist";
  const form = useFetcherForm<RegistrationAnswer & WaitlistAnswer>({
    fetcherKey: isWaitlist ? waitlistFetcherKey(session.id) : registrationFetcherKey(session.id),
    schema: registrationSchema,
    // No toast: the modal itself says the registration is recorded and what follows. One
    // registration per person and session, so the form does not come back for another.
    keepOpenOnSuccess: true,
    onSuccess: () => {
      setIsDone(true);
      setHasAccepted(false);
    },
    onOpenChange,
    onClose: () => setIsDone(false),
  });
  const { errors, error: fieldError } = form;

  // What the account knows, for the member's own registration.
  const prefill = {
    ...splitName(user.full_name),
    email: user.email,
    phone: details?.phone ?? "",
    company: details?.company ?? "",
    position: details?.position ?? "",
  };
  const termsId = `register-form-${session.id}-terms`;
  const title = pick(session, "course_title", lang);
  const summary = <SessionSummary session={session} seatsLeft={seatsLeft} lang={lang} />;

  // Registered, or on the waiting list: the same dialog, each saying what happens next.
  if (isDone) {
    const position = form.fetcher.data?.data?.position ?? 1;
    return (
      <Dialog
        open={open}
        onOpenChange={form.handleOpenChange}
        size="md"
        title={t(isWaitlist ? `${W}.done.title` : `${K}.done.title`)}
        description={title}
        footer={
          <>
            <Button variant="outline" onClick={() => form.handleOpenChange(false)}>
              {t(`${K}.cancel`)}
            </Button>
            <ButtonLink to="/profile/registrations">{t(`${K}.done.my_registrations`)}</ButtonLink>
          </>
        }
      >
        <div className="space-y-4 text-sm text-slate-800">
          <FormSuccess revealFor={form.fetcher.data}>
            {isWaitlist ? t(`${W}.success`, { position }) : t(`${K}.success`)}
          </FormSuccess>
          {isWaitlist ? (
            <p>{t(`${W}.done.next`, { email: user.email })}</p>
          ) : (
            <div>
              <h3 className="font-semibold text-secondary">{t(`${K}.done.next_title`)}</h3>
              <ol className="mt-2 list-decimal space-y-1.5 pl-5">
                <li>{t(`${K}.done.email`, { email: user.email })}</li>
                <li>{t(`${K}.done.confirmation`)}</li>
                <li>{t(`${K}.done.follow`)}</li>
              </ol>
            </div>
          )}
        </div>
      </Dialog>
    );
  }

  // The confirmation goes to the account's address: until it is proven, say so instead of the form.
  if (user.emailVerified === false) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={t(isWaitlist ? `${W}.title` : `${K}.title`)}
        description={title}
        footer={
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t(`${K}.cancel`)}
          </Button>
        }
      >
        <div className="space-y-5">
          {summary}
          <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p>{t(`${K}.error.email_unverified`)}</p>
            <ResendVerificationButton />
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(isWaitlist ? `${W}.title` : `${K}.title`)}
      description={title}
      action={`/sessions/${session.id}/${isWaitlist ? "waitlist" : "register"}`}
      saveLabel={t(isWaitlist ? `${W}.submit` : `${K}.submit`)}
      savingLabel={t(isWaitlist ? `${W}.submitting` : `${K}.submitting`)}
      cancelLabel={t(`${K}.cancel`)}
      // Nothing left to book: the answer said so, sending again cannot succeed (the waiting list
      // is for exactly that case).
      isSaveDisabled={!hasAccepted || (!isWaitlist && seatsLeft === 0)}
      intro={
        isWaitlist ? (
          <div className="space-y-3">
            {summary}
            <p className="text-sm text-slate-800" data-testid="waitlist-explanation">
              {t(`${W}.explanation`)}
            </p>
          </div>
        ) : (
          summary
        )
      }
    >
      {browserZone ? <input type="hidden" name="timezone" value={browserZone} /> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-bold text-secondary">{t(`${K}.participant`)}</legend>
        <Field
          label={t(`${K}.fields.first_name`)}
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={prefill.firstName}
          error={fieldError("firstName")}
        />
        <Field
          label={t(`${K}.fields.last_name`)}
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={prefill.lastName}
          error={fieldError("lastName")}
        />
        <Field
          label={t(`${K}.fields.email`)}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={prefill.email}
          error={fieldError("email")}
        />
        <Field
          label={t(`${K}.fields.phone`)}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={prefill.phone}
          error={fieldError("phone")}
        />
        <Field
          label={t(`${K}.fields.company`)}
          name="company"
          autoComplete="organization"
          defaultValue={prefill.company}
          error={fieldError("company")}
        />
        <Field
          label={t(`${K}.fields.position`)}
          name="position"
          autoComplete="organization-title"
          defaultValue={prefill.position}
          error={fieldError("position")}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-bold text-secondary">{t(`${K}.billing`)}</legend>
        <Field
          className="sm:col-span-2"
          label={t(`${K}.fields.billing_address`)}
          name="billingAddress"
          autoComplete="billing street-address"
          required
          error={fieldError("billingAddress")}
        />
        <Field
          label={t(`${K}.fields.billing_city`)}
          name="billingCity"
          autoComplete="billing address-level2"
          required
          error={fieldError("billingCity")}
        />
        <Field
          label={t(`${K}.fields.billing_postal_code`)}
          name="billingPostalCode"
          autoComplete="billing postal-code"
          error={fieldError("billingPostalCode")}
        />
        <Field
          label={t(`${K}.fields.billing_country`)}
          name="billingCountry"
          autoComplete="billing country-name"
          required
          error={fieldError("billingCountry")}
        />
      </fieldset>

      <Field
        label={t(`${K}.fields.special_requirements`)}
        name="specialRequirements"
        hint={t(`${K}.fields.special_requirements_hint`)}
        error={fieldError("specialRequirements")}
      >
        <TextArea rows={3} maxLength={SPECIAL_REQUIREMENTS_MAX} />
      </Field>

      {/* Accessibility (delivery.md §7): yes opens the referent's private case. */}
      <AdaptationQuestion error={fieldError("needsAdaptation")} noteError={fieldError("adaptationNote")} />
      {/* --- Funding (BPF, delivery.md §8): optional, "if you know it"; staff complete the rest. */}
      {fundingOptions && fundingOptions.fundingSources.length + fundingOptions.participantTypes.length > 0 ? (
        <fieldset className="grid gap-4 sm:grid-cols-2" aria-describedby={`${termsId}-funding-hint`}>
          <legend className="mb-1 text-sm font-bold text-secondary">{t(`${K}.funding.legend`)}</legend>
          <p id={`${termsId}-funding-hint`} className="text-sm text-slate-600 sm:col-span-2">
            {t(`${K}.funding.hint`)}
          </p>
          <FundingFields
            options={fundingOptions}
            names={{ source: "fundingSourceId", scheme: "fundingScheme", type: "participantTypeId" }}
            values={{ source: null, scheme: null, type: null }}
            errors={{
              source: fieldError("fundingSourceId"),
              scheme: fieldError("fundingScheme"),
              type: fieldError("participantTypeId"),
            }}
            prefix={`${K}.funding`}
          />
        </fieldset>
      ) : null}
      {/* --- end of funding. */}

      <div>
        <div className="flex items-start gap-2">
          <input
            id={termsId}
            type="checkbox"
            name="acceptTerms"
            required
            checked={hasAccepted}
            onChange={(e) => setHasAccepted(e.currentTarget.checked)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${termsId}-error` : undefined}
            className="mt-0.5 size-4 rounded border-slate-300 accent-primary"
          />
          <label htmlFor={termsId} className="text-sm text-slate-800">
            {t(`${K}.fields.accept_terms`)}{" "}
            <Link to="/terms" target="_blank" rel="noopener" className="font-semibold text-secondary underline">
              {t(`${K}.fields.terms_link`)}
            </Link>
          </label>
        </div>
        {errors.acceptTerms ? (
          <p id={`${termsId}-error`} className="mt-1 text-sm text-red-700">
            {t(errors.acceptTerms)}
          </p>
        ) : null}
      </div>
    </EditorDialog>
  );
}

/** The session the person registers for: dates, times, place, the seats left and the price that will apply. */
function SessionSummary({ session, seatsLeft, lang }: { session: RegistrationSession; seatsLeft: number; lang: Lang }) {
  const { t } = useTranslation();
  const isOneDay = session.start_date === session.end_date;
  return (
    <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-slate-500">{t(`${K}.dates`)}</dt>
        <dd className="mt-0.5 text-slate-900">
          {isOneDay
            ? formatDate(session.start_date, lang, "long")
            : t(`${K}.date_range`, {
                start: formatDate(session.start_date, lang, "long"),
                end: formatDate(session.end_date, lang, "long"),
              })}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-500">{t(`${K}.times`)}</dt>
        <dd className="mt-0.5 text-slate-900">
          {t(`${K}.time_range`, { start: formatTime(session.start_time), end: formatTime(session.end_time) })}
        </dd>
      </div>
      {session.location_name ? (
        <div>
          <dt className="font-semibold text-slate-500">{t(`${K}.location`)}</dt>
          <dd className="mt-0.5 text-slate-900">{session.location_name}</dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold text-slate-500">{t(`${K}.seats`)}</dt>
        <dd
          className={seatsLeft > 0 ? "mt-0.5 text-slate-900" : "mt-0.5 font-semibold text-red-700"}
          data-testid="registration-seats-left"
        >
          {seatsLeft > 0 ? t(`${K}.seats_left`, { count: seatsLeft }) : t(`${K}.no_seats_left`)}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-500">{t(`${K}.price`)}</dt>
        <dd className="mt-0.5 font-semibold text-slate-900" data-testid="registration-price">
          {formatPrice(session.price, session.currency, lang)}
          {session.early_bird_until ? (
            <span className="block text-sm font-normal text-green-800">
              {t(`${K}.early_bird_until`, { date: formatDate(session.early_bird_until, lang, "long") })}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
