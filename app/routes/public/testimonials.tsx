// /testimonials — approved testimonials (newest first, ?page=, 6 per page) and, for
// signed-in users, the form that submits a new one as pending. Visitors are sent to
// /login and come back here.
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { done, formAction, formIntent, invalid, refused } from "~/forms/form-action.server";
import { parseListParams } from "~/forms/list-params";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { TESTIMONIALS_PAGE_SIZE, testimonialSchema } from "~/testimonials/schema";
import { Stars } from "~/testimonials/stars";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { type SubmittedTestimonial, TestimonialForm } from "~/testimonials/testimonial-form";
import {
  listApprovedTestimonials,
  listOwnPendingTestimonials,
  loadTestimonialFormDefaults,
  submitTestimonial,
} from "~/testimonials/testimonials.server";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { PageBand } from "~/ui/page-band";
import { Pagination, searchWithParam } from "~/ui/pagination";
import type { Route } from "./+types/testimonials";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "testimonials.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { user, lang } = getViewer(context);
  const { page } = parseListParams(url.searchParams);
  const [list, pending, form] = await Promise.all([
    settle("testimonials", listApprovedTestimonials({ page, lang })),
    user ? settle("own pending testimonials", listOwnPendingTestimonials(user.id)) : [],
    // ?course= preselects a course (the course page's link), when it is one the member may name.
    user
      ? settle("testimonial form", loadTestimonialFormDefaults(user.id, lang, url.searchParams.get("course")))
      : null,
  ]);
  return {
    lang,
    isSignedIn: user !== null,
    list: list ?? { testimonials: [], total: 0, page: 1, totalPages: 1, size: TESTIMONIALS_PAGE_SIZE },
    hasLoadError: list === null,
    // Unreadable, the viewer's pending list is left out, as when there are none.
    pending: pending ?? [],
    // Unreadable, the form still works: no course to choose, role and company empty.
    form: form ?? { courses: [], author_position: "", author_company: "", course_id: "" },
  };
}

/**
 * Submits a testimonial: signed-in users only (checked first), always created pending, naming
 * only a course the member's form offered.
 */
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
          if (submitted === "course_not_allowed")
            return invalid({ course_id: "testimonials.validation.course_invalid" });
          if (submitted === "too_many_pending") {
            // What was typed comes back with the refusal (the pipeline's default).
            return refused(429, { formError: "testimonials.error.too_many_pending" });
          }
          return done({ data: submitted });
        },
      }),
    },
  });
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { lang, isSignedIn, list, hasLoadError, pending, form } = loaderData;
  // Back here after signing in, with the course a course page's link chose.
  const loginHref = `/login?${new URLSearchParams({ redirectTo: `/testimonials${location.search}`, message: "login_required" })}`;
  return (
    <>
      <PageBand title={t("testimonials.title")} subtitle={t("testimonials.subtitle")} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
        <section
          aria-labelledby="testimonial-form-title"
          className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="testimonial-form-title" className="text-xl font-bold text-secondary">
            {t("testimonials.form.title")}
          </h2>
          {isSignedIn ? (
            <div className="mt-4">
              <TestimonialForm
                actionData={actionData as ActionData<SubmittedTestimonial> | undefined}
                defaults={form}
                lang={lang}
              />
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
                  <TestimonialCard item={item} showDate />
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
    </>
  );
}
