// A blog post in the list: picture, category, date, title, excerpt, author.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BlogCard } from "~/blog/types";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Card, CardBody, CardImage } from "~/ui/card";

export function PostCard({ post }: { post: BlogCard }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const href = `/blog/${post.slug}`;
  return (
    <Card interactive className="h-full">
      <CardImage src={post.thumbnail_url} alt="" />
      <CardBody>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {post.category ? <Badge tone="info">{post.category.name}</Badge> : null}
          {post.published_at ? (
            <time dateTime={post.published_at}>{formatDate(post.published_at, lang, "long")}</time>
          ) : null}
        </div>
        <h3 className="text-lg font-bold text-secondary">
          <Link to={href} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
          {post.author_name ? (
            <span className="text-slate-600">{t("pages.blog.by", { name: post.author_name })}</span>
          ) : (
            <span />
          )}
          <Link
            to={href}
            aria-label={t("pages.blog.read_more_label", { title: post.title })}
            className="font-semibold text-secondary underline-offset-2 hover:underline"
          >
            {t("pages.blog.read_more")}
          </Link>
        </div>
      </CardBody>
    </Card>
  );
}
