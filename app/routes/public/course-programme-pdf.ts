// GET /formations/{slug}/programme.pdf?lang= — the course's programme as a PDF (delivery.md §7), in
// the page's language (`?lang=`, else the viewer's). A draft exists only for its editors, as on
// the course page: anyone else gets the same 404 as for an unknown slug; an old slug is sent on.
import { editorRights } from "~/admin/permissions.server";
import { movedCoursePath } from "~/courses/courses.server";
import { courseProgrammePdf } from "~/courses/programme-pdf.server";
import { movedPermanently, notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/course-programme-pdf";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  // The viewer's language already follows `?lang=` (detectLanguage).
  const { lang, user } = getViewer(context);
  const rights = await editorRights(user, "courses");
  const document = await courseProgrammePdf(params.slug, { lang, includeDrafts: rights.any });
  if (!document) {
    const moved = await movedCoursePath(params.slug, { includeDrafts: rights.any });
    if (moved) throw movedPermanently(url, `${moved}/programme.pdf`);
    throw notFound();
  }
  return new Response(document.pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${document.filename}"`,
      "Content-Language": lang,
      // Public like the course page's calendar file; a draft only reaches its editors, never a cache.
      "Cache-Control": document.isPublished ? "public, max-age=300" : "private, no-store",
      // Without ?lang the language comes from these.
      Vary: "Accept-Language, Cookie",
    },
  });
}
