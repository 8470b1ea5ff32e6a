// /admin/testimonials — moderation: search (content), status filter, newest first,
// 10 per page by default (all in the URL and in SQL); approve or reject a pending
// testimonial, add, edit and delete. Admins only, checked by the loader and the action.
import { adminAction } from "~/admin/action.server";
import { settle } from "~/server/settle.server";
import { getViewer, requireAdmin } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { parseAdminTestimonialParams } from "~/testimonials/admin-schema";
import {
  listAdminTestimonials,
  listAuthorChoices,
  listTestimonialCourseChoices,
  testimonialActions,
} from "~/testimonials/admin-testimonials.server";
import { TestimonialsScreen } from "~/testimonials/testimonials-screen";
import type { Route } from "./+types/testimonials";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "admin.testimonials.title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { lang } = getViewer(context);
  const params = parseAdminTestimonialParams(url.searchParams);
  const [list, authors, courses] = await Promise.all([
    settle("admin testimonials", listAdminTestimonials(params, lang)),
    settle("testimonial authors", listAuthorChoices()),
    settle("testimonial courses", listTestimonialCourseChoices(lang)),
  ]);
  return {
    params,
    list: list ?? { testimonials: [], total: 0, page: 1, totalPages: 1, size: params.size },
    hasLoadError: list === null,
    authors: authors ?? [],
    hasAuthorsError: authors === null,
    // Unread, the editor offers no course and keeps a testimonial's own (see the editor).
    courses: courses ?? [],
    hasCoursesError: courses === null,
  };
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, testimonialActions(`${args.url.pathname}${args.url.search}`));
}

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialsScreen {...loaderData} />;
}
