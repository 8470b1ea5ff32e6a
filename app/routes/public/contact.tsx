// /contact — the organisation's details and the contact form; ?course={id}
// makes it a quote request for that course, ?agency={id} preselects an agency.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { getContactPageData, sendContactMessage } from "~/contact/contact.server";
import { CONTACT_CATEGORIES, contactSchema } from "~/contact/schema";
import { type FieldErrors, type FormValues, formValues, parseForm } from "~/forms/validate";
import { getFixedT } from "~/i18n/i18n.server";
import type { RootData } from "~/root";
import { logger } from "~/server/logger.server";
import { getRequestInfo } from "~/server/request-context.server";
import { getViewer } from "~/server/viewer.server";
import { visitorKey } from "~/server/visitor-key.server";
import { keyMeta, pageMeta } from "~/shell/meta";
import { Button } from "~/ui/button";
import { Field, FormError, FormSuccess, Select, TextArea } from "~/ui/field";
import type { Route } from "./+types/contact";

type ContactActionData = {
  ok?: true;
  /** Changes with every message sent, so the form remounts empty. */
  sentId?: string;
  errors?: FieldErrors;
  values?: FormValues;
  formError?: string;
  formErrorParams?: Record<string, number>;
};

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData?.quoteTitle) return keyMeta(root, "pages.contact.title");
  return pageMeta(root, loaderData.quoteTitle);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { user, lang } = getViewer(context);
  const page = await getContactPageData({
    lang,
    courseId: url.searchParams.get("course"),
    agencyId: url.searchParams.get("agency"),
  });
  const t = await getFixedT(lang);
  return {
    ...page,
    userEmail: user?.email ?? "",
    quoteTitle: page.course ? t("pages.contact.quote_title", { course: page.course.title }) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // The contact limit counts per browser: a browser without its key gets one with this answer.
  const visitor = await visitorKey(request);
  const headers = visitor.setCookie ? { "Set-Cookie": visitor.setCookie } : undefined;
  const form = parseForm(contactSchema, formData);
  if (!form.ok) {
    return data({ errors: form.errors, values: form.values } satisfies ContactActionData, { status: 400, headers });
  }
  try {
    const { clientIp } = getRequestInfo(context);
    const result = await sendContactMessage({
      input: form.data,
      clientIp,
      browserId: visitor.id,
      userId: getViewer(context).user?.id,
    });
    if (!result.ok && result.error === "rate_limited") {
      logger.info({ clientIp }, "contact form rate limited");
      return data(
        {
          formError: "pages.contact.error.rate_limited",
          formErrorParams: { count: result.minutes },
          values: formValues(formData),
        } satisfies ContactActionData,
        { status: 429, headers },
      );
    }
    if (!result.ok) {
      return data(
        {
          errors: { agency: "pages.contact.error.agency_required" },
          values: formValues(formData),
        } satisfies ContactActionData,
        { status: 400, headers },
      );
    }
    return data({ ok: true, sentId: result.messageId } satisfies ContactActionData, { headers });
  } catch (error) {
    logger.error({ err: error }, "contact message failed");
    return data({ formError: "pages.contact.error.send", values: formValues(formData) } satisfies ContactActionData, {
      status: 500,
      headers,
    });
  }
}

function ContactDetails({ settings }: { settings: Route.ComponentProps["loaderData"]["settings"] }) {
  const { t } = useTranslation();
  if (!settings) return null;
  const place = [settings.city, settings.country].filter(Boolean).join(", ");
  return (
    <aside
      aria-labelledby="contact-details-title"
      className="rounded-2xl bg-secondary p-6 text-white shadow-sm sm:p-8 lg:self-start"
    >
      <h2 id="contact-details-title" className="text-xl font-bold">
        {t("pages.contact.details_title")}
      </h2>
      <dl className="mt-6 space-y-5 text-sm">
        {settings.email ? (
          <div>
            <dt className="font-semibold text-slate-200">{t("pages.contact.details.email")}</dt>
            <dd className="mt-1">
              <a href={`mailto:${settings.email}`} className="underline-offset-4 hover:underline">
                {settings.email}
              </a>
            </dd>
          </div>
        ) : null}
        {settings.phone ? (
          <div>
            <dt className="font-semibold text-slate-200">{t("pages.contact.details.phone")}</dt>
            <dd className="mt-1">
              <a href={`tel:${settings.phone.replace(/\s+/g, "")}`} className="underline-offset-4 hover:underline">
                {settings.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {settings.address_line1 || settings.address_line2 || place ? (
          <div>
            <dt className="font-semibold text-slate-200">{t("pages.contact.details.address")}</dt>
            <dd className="mt-1">
              <address className="not-italic">
                {settings.address_line1 ? <span className="block">{settings.address_line1}</span> : null}
                {settings.address_line2 ? <span className="block">{settings.address_line2}</span> : null}
                {place ? <span className="block">{place}</span> : null}
              </address>
            </dd>
          </div>
        ) : null}
        {settings.website ? (
          <div>
            <dt className="font-semibold text-slate-200">{t("pages.contact.details.website")}</dt>
            <dd className="mt-1">
              <a
                href={settings.website}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-4 hover:underline"
              >
                {settings.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const result = actionData as ContactActionData | undefined;
  const isSending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const { course, agencies, preselectedAgency, settings } = loaderData;
  const errors = result?.errors ?? {};
  const values = result?.ok ? undefined : result?.values;
  const formRef = useRef<HTMLFormElement>(null);
  const errorSummaryRef = useRef<HTMLDivElement>(null);

  // After a refusal, take keyboard and screen-reader users to what went wrong.
  useEffect(() => {
    if (!result || result.ok) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (firstInvalid ?? errorSummaryRef.current)?.focus();
  }, [result]);

  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  const value = (name: string, fallback = "") => values?.[name] ?? fallback;
  const defaultSubject = course ? t("pages.contact.quote_subject", { course: course.title }) : "";

  return (
    <>
      <section className="bg-secondary text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h1 className="type-title">
            {course ? t("pages.contact.quote_title", { course: course.title }) : t("pages.contact.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-slate-200">
            {course ? t("pages.contact.quote_subtitle") : t("pages.contact.subtitle")}
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <ContactDetails settings={settings} />
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form-title" className="text-xl font-bold text-secondary">
            {course ? t("pages.contact.quote_form_title") : t("pages.contact.form_title")}
          </h2>
          {course ? (
            <p className="mt-2 rounded-lg bg-primary/10 px-4 py-3 text-sm text-slate-800">
              {t("pages.contact.quote_course", { course: course.title })}
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-600">{t("pages.contact.required_hint")}</p>
          <div className="mt-4 space-y-3" ref={errorSummaryRef} tabIndex={-1}>
            {result?.ok ? <FormSuccess>{t("pages.contact.success")}</FormSuccess> : null}
            <FormError>{result?.formError ? t(result.formError, result.formErrorParams ?? {}) : null}</FormError>
          </div>
          <Form
            ref={formRef}
            // A new key after each message sent: the fields remount empty.
            key={result?.sentId ?? "contact"}
            method="post"
            noValidate
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            {course ? <input type="hidden" name="course" value={course.id} /> : null}
            <Field
              label={t("pages.contact.fields.first_name")}
              name="firstName"
              required
              autoComplete="given-name"
              defaultValue={value("firstName")}
              error={err("firstName")}
            />
            <Field
              label={t("pages.contact.fields.last_name")}
              name="lastName"
              required
              autoComplete="family-name"
              defaultValue={value("lastName")}
              error={err("lastName")}
            />
            <Field
              label={t("pages.contact.fields.email")}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={value("email", loaderData.userEmail)}
              error={err("email")}
            />
            <Field
              label={t("pages.contact.fields.phone")}
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={value("phone")}
              error={err("phone")}
            />
            <Field
              label={t("pages.contact.fields.company")}
              name="company"
              autoComplete="organization"
              defaultValue={value("company")}
              error={err("company")}
            />
            <Field label={t("pages.contact.fields.agency")} name="agency" required error={err("agency")}>
              <Select defaultValue={value("agency", preselectedAgency)}>
                <option value="">{t("pages.contact.fields.agency_placeholder")}</option>
                {agencies.map((agency) => (
                  <option key={agency.id} value={agency.id}>
                    {agency.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("pages.contact.fields.category")} name="category" required error={err("category")}>
              <Select defaultValue={value("category", course ? "quote" : "")}>
                <option value="">{t("pages.contact.fields.category_placeholder")}</option>
                {CONTACT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`pages.contact.categories.${category}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t("pages.contact.fields.subject")}
              name="subject"
              defaultValue={value("subject", defaultSubject)}
              error={err("subject")}
            />
            <Field
              label={t("pages.contact.fields.message")}
              name="message"
              required
              error={err("message")}
              className="sm:col-span-2"
            >
              <TextArea rows={6} defaultValue={value("message")} />
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit" loading={isSending} disabled={isSending}>
                {isSending ? t("pages.contact.sending") : t("pages.contact.submit")}
              </Button>
            </div>
          </Form>
        </section>
      </div>
    </>
  );
}
