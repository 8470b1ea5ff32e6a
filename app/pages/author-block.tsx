// Who wrote a post or a blog-type page: photo (or initial), name, position, short bio.
type Author = { full_name: string | null; avatar_url: string | null; position: string | null; bio: string | null };

export function AuthorBlock({ author, title }: { author: Author; title: string }) {
  const name = author.full_name?.trim() || "";
  if (!name) return null;
  return (
    <aside aria-label={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {author.avatar_url ? (
        <img src={author.avatar_url} alt="" className="size-16 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary text-2xl font-bold text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
        <p className="mt-1 text-lg font-bold text-secondary">{name}</p>
        {author.position ? <p className="text-sm text-slate-600">{author.position}</p> : null}
        {author.bio ? <p className="mt-2 text-sm text-slate-700">{author.bio}</p> : null}
      </div>
    </aside>
  );
}
