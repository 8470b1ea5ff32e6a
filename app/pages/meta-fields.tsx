// A page's meta title and description in one language, with a live character count against
// what search engines show (title ≈ 60, description ≈ 160: guidance, not limits) and a
// preview of the search result they make. Used by the SEO dialog and the page editor, inside
// a BilingualFields tab; the fields post as meta_title_{lang} and meta_description_{lang}.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "~/i18n/messages";
import { META_DESCRIPTION_GUIDE, META_DESCRIPTION_MAX, META_TITLE_GUIDE, META_TITLE_MAX } from "~/pages/admin-schema";
import { useRootData } from "~/root";
import { withSiteName } from "~/shell/meta";
import { cn } from "~/ui/cn";
import { Field, TextArea } from "~/ui/field";

export type MetaFieldsProps = {
  lang: Lang;
  /** The values to start from (what was typed after a refused save, else the stored ones). */
  initialTitle: string;
  initialDescription: string;
  /** The page's own title in this language: what the result shows without a meta title. */
  pageTitle: string;
  /** The page's public path (pagePath), for the preview's address. */
  path: string;
  /** A field's translated error, or null. */
  error: (name: string) => string | null;
};

/** What the count under a field says: the length, and whether it is past the guidance. */
function CharacterCount({ length, guide }: { length: number; guide: number }) {
  const { t } = useTranslation();
  const isOver = length > guide;
  return (
    <span className={cn(isOver && "font-medium text-amber-800")}>
      {t("admin.seo.count", { length, guide })} {isOver ? t("admin.seo.count_over", { guide }) : null}
    </span>
  );
}

/** Cut where a search engine would, with an ellipsis. */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function MetaFields({ lang, initialTitle, initialDescription, pageTitle, path, error }: MetaFieldsProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState(initialDescription);
  const appName = root?.site.appName || "Formatio";
  // As the public page writes its <title> (app/shell/meta.ts pageMeta).
  const shown = title.trim() || pageTitle;
  const fullTitle = withSiteName(shown, appName);
  const origin = (root?.publicUrl ?? "").replace(/\/$/, "");
  const previewId = useId();

  return (
    <div className="flex flex-col gap-5">
      <Field
        label={t("admin.seo.form.meta_title")}
        name={`meta_title_${lang}`}
        maxLength={META_TITLE_MAX}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={error(`meta_title_${lang}`)}
        hint={
          <>
            {t("admin.seo.form.meta_title_hint", { guide: META_TITLE_GUIDE })}{" "}
            <CharacterCount length={title.trim().length} guide={META_TITLE_GUIDE} />
          </>
        }
      />
      <Field
        label={t("admin.seo.form.meta_description")}
        name={`meta_description_${lang}`}
        error={error(`meta_description_${lang}`)}
        hint={
          <>
            {t("admin.seo.form.meta_description_hint", { guide: META_DESCRIPTION_GUIDE })}{" "}
            <CharacterCount length={description.trim().length} guide={META_DESCRIPTION_GUIDE} />
          </>
        }
      >
        <TextArea
          rows={3}
          maxLength={META_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      </Field>
      <section aria-labelledby={previewId} className="flex flex-col gap-2">
        <h3 id={previewId} className="text-sm font-medium text-slate-800">
          {t("admin.seo.preview.title")}
        </h3>
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <p className="truncate text-xs text-slate-600">{`${origin}${path}?lang=${lang}`}</p>
          <p className="mt-1 text-lg leading-snug text-[#1a0dab]">{cut(fullTitle, META_TITLE_GUIDE)}</p>
          <p className="mt-1 text-sm text-slate-700">
            {description.trim() ? (
              cut(description.trim(), META_DESCRIPTION_GUIDE)
            ) : (
              <span className="italic text-slate-600">{t("admin.seo.preview.no_description")}</span>
            )}
          </p>
        </div>
      </section>
    </div>
  );
}
