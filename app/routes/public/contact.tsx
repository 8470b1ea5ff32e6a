// /contact — the organisation's details and the contact form; ?course={id}
// makes it a quote request for that course, ?agency={id} preselects an agency.
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { getContactPageData, hitContactLimits, sendContactMessage } from "~/contact/contact.server";
import { CONTACT_CATEGORIES, CONTACT_MESSAGE_MAX, contactSchema } from "~/contact/schema";
import type { ActionData } from "~/forms/action-data";
import { answerFieldProps } from "~/forms/field-props";
import { done, formAction, publicIntent, refused } from "~/forms/form-action.server";
import { useFocusFirstRefused } from "~/forms/use-focus-refused";
import { useLiveErrors } from "~/forms/use-live-errors";
import { getFixedT } from "~/i18n/i18n.server";
import type { RootData } from "~/root";
import { logger } from "~/server/logger.server";
import { getRequestInfo } from "~/server/request-context.server";
import { getViewer } from "~/server/viewer.server";
import { visitorKey } from "~/server/visitor-key.server";
import { keyMeta, pageMeta } from "~/shell/meta";
import { Button } from "~/ui/button";
import { Field, FormError, FormSuccess, Select, TextArea } from "~/ui/field";
import { PageBand } from "~/ui/page-band";
import type { Route } from "./+types/contact";

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

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  // The contact limit counts per browser: a browser without its key gets one with this answer.
  const visitor = await visitorKey(request);
  const sender = {
    clientIp: getRequestInfo(context).clientIp,
    browserId: visitor.id,
    userId: getViewer(context).user?.id,
  };
  return formAction(args, {
    what: "contact message",
    viewer: "anyone",
    messages: { save: "pages.contact.error.send" },
    headers: visitor.setCookie ? { "Set-Cookie": visitor.setCookie } : undefined,
    intents: {
      send: publicIntent({
        schema: contactSchema,
        limit: async () => {
          const minutes = await hitContactLimits(sender);
          if (minutes === null) return undefined;
          logger.info({ clientIp: sender.clientIp }, "contact form rate limited");
          return refused(429, { formError: "pages.contact.error.rate_limited", formErrorParams: { count: minutes } });
        },
        run: async ({ data }) => {
          const result = await sendContactMessage({
            input: data,
            userId: sender.userId,
            lang: getViewer(context).lang,
          });
          if (!result.ok) return refused(400, { errors: { agency: "pages.contact.error.agency_required" } });
          // `sentId` changes with every message sent, so the form remounts empty.
          return done({ data: { sentId: result.messageId } });
        },
      }),
    },
  });
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
  const result = actionData as ActionData<{ sentId: string }> | undefined;
  const isSending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const { course, agencies, preselectedAgency, settings } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal, the first invalid field takes the focus; a message for the whole form (sent,
  // too many messages, no connection) brings itself into view and takes it (revealFor).
  useFocusFirstRefused(formRef, result?.errors, result);
  // A refused field is checked again as it is typed: its message goes once it is right.
  const live = useLiveErrors(contactSchema, result?.errors);

  const defaultSubject = course ? t("pages.contact.quote_subject", { course: course.title }) : "";
  const field = answerFieldProps(t, result && { ...result, errors: live.errors }, "pages.contact.fields", {
    email: loaderData.userEmail,
    subject: defaultSubject,
    agency: preselectedAgency,
    category: course ? "quote" : "",
  });

  return (
    <>
      <PageBand
        title={course ? t("pages.contact.quote_title", { course: course.title }) : t("pages.contact.title")}
        subtitle={course ? t("pages.contact.quote_subtitle") : t("pages.contact.subtitle")}
      />
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
          <div className="mt-4 space-y-3">
            {result?.ok ? <FormSuccess revealFor={result}>{t("pages.contact.success")}</FormSuccess> : null}
            <FormError revealFor={result}>
              {result?.formError ? t(result.formError, result.formErrorParams ?? {}) : null}
            </FormError>
          </div>
          <Form
            ref={formRef}
            // A new key after each message sent: the fields remount empty.
            key={result?.data?.sentId ?? "contact"}
            method="post"
            onInput={live.handleInput}
            noValidate
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            {course ? <input type="hidden" name="course" value={course.id} /> : null}
            <Field {...field("firstName", "first_name")} required autoComplete="given-name" />
            <Field {...field("lastName", "last_name")} required autoComplete="family-name" />
            <Field {...field("email")} type="email" required autoComplete="email" />
            <Field {...field("phone")} type="tel" autoComplete="tel" />
            <Field {...field("company")} autoComplete="organization" />
            <Field {...field("agency")} required>
              <Select defaultValue={field("agency").defaultValue}>
                <option value="">{t("pages.contact.fields.agency_placeholder")}</option>
                {agencies.map((agency) => (
                  <option key={agency.id} value={agency.id}>
                    {agency.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field {...field("category")} required>
              <Select defaultValue={field("category").defaultValue}>
                <option value="">{t("pages.contact.fields.category_placeholder")}</option>
                {CONTACT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`pages.contact.categories.${category}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field {...field("subject")} />
            <Field {...field("message")} required className="sm:col-span-2">
              <TextArea rows={6} maxLength={CONTACT_MESSAGE_MAX} defaultValue={field("message").defaultValue} />
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
