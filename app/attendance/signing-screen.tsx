// The public signing page (delivery.md §1), made for a phone held in one hand: the course and
// the half-day, then one thing to do at a time (scan, say who you are, draw, done), with big
// targets and every answer shown in place.
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { SIGN_CODE_TTL_MS } from "~/attendance/rules";
import type { SigningPageData } from "~/attendance/sign-schema";
import { SignaturePad } from "~/attendance/signature-pad";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { useFocusFirstRefused } from "~/forms/use-focus-refused";
import { formatDate } from "~/i18n/format";
import { isLang } from "~/i18n/messages";
import { Button } from "~/ui/button";
import { Field, FormError, FormSuccess } from "~/ui/field";

export type SigningScreenProps = SigningPageData;

const K = "attendance.sign";

export function SigningScreen(props: SigningScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : "fr";
  const { sitting } = props;
  return (
    <section className="mx-auto w-full max-w-xl px-2 py-4 sm:px-6 sm:py-10">
      <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t(`${K}.title`)}</p>
        <h1 className="mt-1 text-xl font-bold text-secondary sm:text-2xl">{props.courseTitle}</h1>
        <p className="mt-2 text-base text-slate-700">
          {t(`${K}.sitting_line`, {
            period: t(`attendance.period.${sitting.period}`),
            date: formatDate(sitting.date, lang, "weekday"),
            start: sitting.startTime,
            end: sitting.endTime,
            zone: sitting.zoneLabel,
          })}
        </p>
        <div className="mt-6 space-y-4">
          {props.notice ? <FormError>{t(`${K}.notice.${props.notice}`)}</FormError> : null}
          <StateView {...props} />
        </div>
      </div>
    </section>
  );
}

function StateView(props: SigningScreenProps) {
  const { t } = useTranslation();
  switch (props.state) {
    case "identify":
      return <IdentifyForms sittingId={props.sittingId} />;
    case "confirm_link":
      return <ConfirmLink linkToken={props.linkToken ?? ""} />;
    case "ready":
      return <SignForm signerName={props.signerName ?? ""} />;
    case "signed":
      return (
        <FormSuccess className="text-base">
          <strong className="block text-lg">{t(`${K}.signed`, { time: props.signedAt ?? "" })}</strong>
          {props.signerName ? <span className="block">{t(`${K}.signed_as`, { name: props.signerName })}</span> : null}
          <span className="mt-1 block">{t(`${K}.nothing_left`)}</span>
        </FormSuccess>
      );
    case "not_open":
      return <Message title={t(`${K}.not_open.title`)} text={t(`${K}.not_open.text`, { time: props.opensAt ?? "" })} />;
    case "scan":
      return <Message title={t(`${K}.scan.title`)} text={t(`${K}.scan.text`)} />;
    default:
      return <Message title={t(`${K}.${props.state}.title`)} text={t(`${K}.${props.state}.text`)} alert />;
  }
}

function Message({ title, text, alert }: { title: string; text: string; alert?: boolean }) {
  return (
    <div role={alert ? "alert" : undefined} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-secondary">{title}</h2>
      <p className="mt-1 text-base text-slate-700">{text}</p>
    </div>
  );
}

/** A form's refusal in place, brought into view (a refused field says its own under the field). */
function Refusal({ answer }: { answer: Partial<ActionData> | undefined }) {
  const { t } = useTranslation();
  const formError =
    answer && !answer.ok && answer.formError ? t(answer.formError, { count: 1, ...answer.formErrorParams }) : undefined;
  return <FormError revealFor={answer}>{formError}</FormError>;
}

/** A phone not signed in: the registration's address, then the six-digit code it receives. */
function IdentifyForms({ sittingId }: { sittingId: string }) {
  const { t } = useTranslation();
  const request = useFetcher<ActionData>();
  // The address the code went to (or would have: the answer is the same either way).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const asked = useActionAnswer(request, {
    showsSuccess: true,
    onSuccess: (answer) => setSentTo(String((answer.data as { email?: string } | undefined)?.email ?? "")),
  });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstRefused(form, asked.errors, asked.answer);
  if (sentTo !== null) return <CodeForm email={sentTo} onRestart={() => setSentTo(null)} />;
  const busy = request.state !== "idle";
  return (
    <div className="space-y-4">
      <p className="text-base text-slate-700">{t(`${K}.identify.intro`)}</p>
      <request.Form ref={form} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="request_code" />
        <Refusal answer={asked.answer} />
        <Field
          id="sign-email"
          label={t(`${K}.identify.email`)}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={asked.values?.email}
          error={asked.errors.email ? t(asked.errors.email) : undefined}
          className="text-lg"
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t(`${K}.identify.send`)}
        </Button>
      </request.Form>
      <p className="text-center text-sm text-slate-600">
        <Link
          to={`/login?${new URLSearchParams({ redirectTo: `/sign/${sittingId}` })}`}
          className="font-semibold text-secondary underline"
        >
          {t(`${K}.identify.sign_in`)}
        </Link>
      </p>
    </div>
  );
}

function CodeForm({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const answer = useActionAnswer(fetcher, { showsSuccess: true });
  const codeError = answer.errors.code ? t(answer.errors.code) : undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstRefused(form, answer.errors, answer.answer);
  return (
    <div className="space-y-4">
      <FormSuccess>{t(`${K}.identify.sent`, { count: SIGN_CODE_TTL_MS / 60_000 })}</FormSuccess>
      <fetcher.Form ref={form} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="verify_code" />
        <input type="hidden" name="email" value={email} />
        <Refusal answer={answer.answer} />
        <Field
          id="sign-code"
          label={t(`${K}.identify.code`)}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          error={codeError}
          className="text-center text-2xl tracking-[0.4em]"
        />
        <Button type="submit" size="lg" fullWidth loading={fetcher.state !== "idle"}>
          {t(`${K}.identify.check`)}
        </Button>
      </fetcher.Form>
      <button type="button" onClick={onRestart} className="w-full py-2 text-sm font-semibold text-secondary underline">
        {t(`${K}.identify.again`)}
      </button>
    </div>
  );
}

/** The e-mailed link: used only by this button, since mail scanners open links by themselves. */
function ConfirmLink({ linkToken }: { linkToken: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const answer = useActionAnswer(fetcher, { showsSuccess: true });
  return (
    <fetcher.Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="use_link" />
      <input type="hidden" name="link" value={linkToken} />
      <Refusal answer={answer.answer} />
      <p className="text-base text-slate-700">{t(`${K}.link.text`)}</p>
      <Button type="submit" size="lg" fullWidth loading={fetcher.state !== "idle"}>
        {t(`${K}.link.continue`)}
      </Button>
    </fetcher.Form>
  );
}

function SignForm({ signerName }: { signerName: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const answer = useActionAnswer(fetcher, { showsSuccess: true });
  const [hasDrawing, setHasDrawing] = useState(false);
  const padError = answer.errors.strokes ? t(answer.errors.strokes) : undefined;
  return (
    <fetcher.Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="sign" />
      <p className="text-lg text-slate-800">{t(`${K}.signing_as`, { name: signerName })}</p>
      <Refusal answer={answer.answer} />
      <SignaturePad name="strokes" label={t(`${K}.pad_label`)} error={padError} onChange={setHasDrawing} />
      <Button type="submit" size="lg" fullWidth disabled={!hasDrawing} loading={fetcher.state !== "idle"}>
        {t(`${K}.submit`)}
      </Button>
    </fetcher.Form>
  );
}
