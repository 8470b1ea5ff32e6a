// The hero of a content page and of a blog post: the thumbnail faded behind the brand
// colour, the title with what goes above and below it, and the admins' Edit link (and, for
// a draft an admin previews, a notice that visitors do not see it).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";

export type ContentHeroProps = {
  title: string;
  titleId: string;
  imageUrl?: string | null;
  /** Above the title (a category). */
  before?: ReactNode;
  /** Below the title (dates, author). */
  after?: ReactNode;
  /** The page's id when the reader may edit it in the back office. */
  editId?: string | null;
  /** A draft previewed by an admin: said above the title, so it is not mistaken for the public page. */
  isDraft?: boolean;
};

export function ContentHero({ title, titleId, imageUrl, before, after, editId, isDraft = false }: ContentHeroProps) {
  const { t } = useTranslation();
  return (
    <header className="relative overflow-hidden bg-secondary text-white">
      {imageUrl ? <img src={imageUrl} alt="" className="absolute inset-0 size-full object-cover opacity-25" /> : null}
      <div
        className="absolute inset-0 bg-gradient-to-r from-secondary via-secondary/90 to-secondary/50"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex max-w-4xl flex-col gap-4 px-4 py-14 sm:px-6 lg:py-20">
        {isDraft ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-white">
            <Badge tone="warning">{t("pages.content.draft")}</Badge>
            {t("pages.content.draft_notice")}
          </p>
        ) : null}
        {before}
        <h1 id={titleId} className="type-title">
          {title}
        </h1>
        {after}
        {editId ? (
          <div>
            <ButtonLink to={`/admin/pages?edit=${editId}`} variant="inverse" size="sm">
              {t("pages.content.edit")}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </header>
  );
}
