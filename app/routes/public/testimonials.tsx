// /testimonials — approved testimonials (newest first, ?page=, 6 per page) and, for
// signed-in users, the form that submits a new one as pending. Visitors are sent to
// /login and come back here.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { done, formAction, formIntent, refused } from "~/forms/form-action.server";
import { parseListParams } from "~/forms/list-params";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { CONTENT_MAX, RATING_DEFAULT, TESTIMONIALS_PAGE_SIZE, testimonialSchema } from "~/testimonials/schema";
import { StarRatingInput, Stars } from "~/testimonials/stars";
import {
  listApprovedTestimonials,
  listOwnPendingTestimonials,
  submitTestimonial,
} from "~/testimonials/testimonials.server";
import type { TestimonialListPage } from "~/testimonials/types";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { Field, FormError, FormSuccess, TextArea } from "~/ui/field";
import { Pagination, searchWithParam } from "~/ui/pagination";
import type { Route } from "./+types/testimonials";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "testimonials.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { user, lang } = getViewer(context);
  const { page } = parseListParams(url.searchParams);
  const [list, pending] = await Promise.all([
    settle("testimonials", listApprovedTestimonials({ page })),
    user ? settle("own pending testimonials", listOwnPendingTestimonials(user.id)) : [],
  ]);
  return {
    lang,
    isSignedIn: user !== null,
    list: list ?? { testimonials: [], total: 0, page: 1, totalPages: 1, size: TESTIMONIALS_PAGE_SIZE },
    hasLoadError: list === null,
    // Unreadable, the viewer's pending list is left out, as when there are none.
    pending: pending ?? [],
  };
}

/** Submits a testimonial: signed-in users only (checked first), always created pending. */
export async function action(args: Route.ActionArgs) {
  return formAction(args, {
    what: "testimonial",
    viewer: "signed-in",
    messages: { save: "testimonials.error.submit", loginRequired: "testimonials.error.login_required" },
    intents: {
      submit: formIntent({
        schema: testimonialSchema,
        run: async ({ data, actor }) => {
          const submitted = await submitTestimonial(actor.id, data);
          if (!submitted) {
            return refused(429, {
              formError: "testimonials.error.too_many_pending",
              values: { content: data.content, rating: String(data.rating) },
            });
          }
          return done({ data: submitted });
        },
      }),
    },
  });
}

type Submitted = { id: string; content: string; rating: number };

function SubmitForm({ actionData }: { actionData: ActionData<Submitted> | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errorId = useId();
  const isSubmitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/testimonials");
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const submitted = actionData?.ok ? actionData.data : undefined;
  const values = failed?.values ?? {};
  const rating = Number.parseInt(values.rating ?? "", 10);
  return (
    <div className="flex flex-col gap-4">
      {submitted ? (
        <FormSuccess revealFor={actionData}>
          <p>{t("testimonials.success.submit")}</p>
          <p className="mt-2 font-medium">{t("testimonials.form.you_wrote")}</p>
          <blockquote className="mt-1 border-l-4 border-green-300 pl-3 whitespace-pre-line">
            {submitted.content}
          </blockquote>
        </FormSuccess>
      ) : null}
      <FormError revealFor={failed}>{failed?.formError ? t(failed.formError) : null}</FormError>
      {/* A new key after each success empties the form for the next testimonial. */}
      <Form method="post" key={submitted?.id ?? "form"} className="flex flex-col gap-4" noValidate>
        <Field
          label={t("testimonials.form.content")}
          name="content"
          required
          error={failed?.errors?.content ? t(failed.errors.content, { max: CONTENT_MAX }) : null}
          hint={t("testimonials.form.content_hint", { max: CONTENT_MAX })}
        >
          <TextArea rows={5} maxLength={CONTENT_MAX} defaultValue={values.content ?? ""} />
        </Field>
        <StarRatingInput
          defaultValue={Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : RATING_DEFAULT}
          error={failed?.errors?.rating ? t(failed.errors.rating) : null}
          errorId={errorId}
        />
        <div>
          <Button type="submit" variant="secondary" loading={isSubmitting}>
            {isSubmitting ? t("testimonials.form.submitting") : t("testimonials.form.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function TestimonialCard({ item, lang }: { item: TestimonialListPage["testimonials"][number]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Stars rating={item.rating} />
      <blockquote className="mt-3 flex-1 whitespace-pre-line text-slate-700">“{item.content}”</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-secondary">{item.author || t("testimonials.anonymous")}</span>
        <span className="block text-slate-500">
          {t("testimonials.posted_on", { date: formatDate(item.created_at.slice(0, 10), lang, "long") })}
        </span>
      </figcaption>
    </figure>
  );
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { lang, isSignedIn, list, hasLoadError, pending } = loaderData;
  const loginHref = `/login?${new URLSearchParams({ redirectTo: "/testimonials", message: "login_required" })}`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header>
        <h1 className="type-title text-secondary">{t("testimonials.title")}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t("testimonials.subtitle")}</p>
      </header>

      <section
        aria-labelledby="testimonial-form-title"
        className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="testimonial-form-title" className="text-xl font-bold text-secondary">
          {t("testimonials.form.title")}
        </h2>
        {isSignedIn ? (
          <div className="mt-4">
            <SubmitForm actionData={actionData as ActionData<Submitted> | undefined} />
          </div>
        ) : (
          <div className="mt-3 flex flex-col items-start gap-4">
            <p className="text-slate-600">{t("testimonials.form.login_prompt")}</p>
            <ButtonLink to={loginHref} variant="secondary">
              {t("testimonials.form.submit")}
            </ButtonLink>
          </div>
        )}
        {pending.length ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <h3 className="text-sm font-semibold text-slate-800">{t("testimonials.pending_title")}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {pending.map((item) => (
                <li key={item.id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                  <div className="flex items-center justify-between gap-2">
                    <Stars rating={item.rating} className="text-sm" />
                    <Badge tone="warning">{t("testimonials.pending_badge")}</Badge>
                  </div>
                  <p className="mt-1 line-clamp-3 whitespace-pre-line">{item.content}</p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="testimonials-list-title" className="flex flex-col gap-6">
        <h2 id="testimonials-list-title" className="text-2xl font-bold text-secondary">
          {t("testimonials.list_title")}
        </h2>
        {hasLoadError ? <FormError>{t("testimonials.error.load")}</FormError> : null}
        {!hasLoadError && list.testimonials.length === 0 ? <EmptyState title={t("testimonials.empty")} /> : null}
        {list.testimonials.length ? (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.testimonials.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} lang={lang} />
              </li>
            ))}
          </ul>
        ) : null}
        <Pagination
          page={list.page}
          totalPages={list.totalPages}
          makeHref={(page) => searchWithParam(location.search, "page", page === 1 ? null : page)}
        />
      </section>
    </div>
  );
}
