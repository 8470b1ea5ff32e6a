// /calendrier: upcoming sessions (search, date range, pages — all in the URL
// and in SQL), with the admin session editor posting to this route's action.
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { adminAction } from "~/admin/action.server";
import { editorRights } from "~/admin/permissions.server";
import type { Lang } from "~/i18n/messages";
import { LiveSeatsBadge } from "~/registrations/live-seats";
import { memberBooking } from "~/registrations/member.server";
import { MemberBookingProvider } from "~/registrations/member-booking";
import { RegisterButton, toRegistrationSession } from "~/registrations/register-button";
import { getViewer } from "~/server/viewer.server";
import { listSessionEditorOptions, sessionActions } from "~/sessions/admin-sessions.server";
import { PAGE_SIZES, parseCalendarQuery, todayIso } from "~/sessions/schema";
import { SessionCard, SessionIconSprite } from "~/sessions/session-card";
import { SessionEditor } from "~/sessions/session-editor";
import { type EditableSession, listCalendarSessions } from "~/sessions/sessions.server";
import { keyMeta } from "~/shell/meta";
import { RouteErrorBoundary } from "~/shell/route-error-boundary";
import { Button, ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { PageBand } from "~/ui/page-band";
import { PageSizeSelect, Pagination, preservedParams, searchWithParam } from "~/ui/pagination";
import { SearchBox } from "~/ui/search-box";
import type { Route } from "./+types/calendar";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.calendar.meta_title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, user } = getViewer(context);
  // Editors: admins, and staff roles the permission matrix lets write sessions (decision 010).
  const rights = await editorRights(user, "sessions");
  const today = todayIso();
  const query = parseCalendarQuery(url.searchParams, today);
  const [page, editor] = await Promise.all([
    listCalendarSessions(query, lang, { includeHidden: rights.any, withEditorFields: rights.edit }),
    // Only editors get the editor's lists (instructors' e-mails are not public).
    rights.create || rights.edit ? listSessionEditorOptions(lang) : null,
  ]);
  // A member's own sessions on this page and their details for the modal: one indexed lookup,
  // for signed-in readers only (visitors' pages stay one query pair, and cacheable).
  const member = user
    ? await memberBooking(
        user.id,
        page.sessions.map((session) => session.id),
      )
    : null;
  return {
    ...page,
    query: { q: query.q, from: query.fromParam, to: query.to, datesSwapped: query.datesSwapped === true },
    rights,
    editor,
    today,
    member,
  };
}

/** The admin session editor's writes: admins, or a staff role the permission matrix allows. */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, sessionActions);
}

/** The editor's state: closed, adding (null) or editing a session. */
type Editing = { session: EditableSession | null } | null;

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const location = useLocation();
  const navigation = useNavigation();
  const { sessions, editorFields, total, isTotalCapped, page, size, totalPages, query, rights, editor, today, member } =
    loaderData;
  const [editing, setEditing] = useState<Editing>(null);
  const close = useCallback(() => setEditing(null), []);
  const hasDateFilter = Boolean(query.from || query.to);
  const [showFilters, setShowFilters] = useState(hasDateFilter);
  const filtersId = useId();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const isFiltered = Boolean(query.q) || hasDateFilter;

  return (
    <>
      <PageBand title={t("pages.calendar.title")} subtitle={t("pages.calendar.subtitle")}>
        {/* A plain link: the feed is a file for calendar apps, not a page. */}
        <a
          href={`/calendrier.ics?lang=${lang}`}
          // Own colours: the outline variant's white background would hide white text.
          className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-white px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t("pages.calendar.subscribe")}
        </a>
        {rights.create ? (
          <Button onClick={() => setEditing({ session: null })} aria-haspopup="dialog">
            {t("pages.calendar.add_session")}
          </Button>
        ) : null}
        <p className="w-full text-sm text-slate-300">{t("pages.calendar.subscribe_hint")}</p>
      </PageBand>

      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <SearchBox
            key={query.q}
            defaultValue={query.q}
            label={t("pages.calendar.search_label")}
            placeholder={t("pages.calendar.search_placeholder")}
            className="md:flex-1"
          />
          <Button
            variant="outline"
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((open) => !open)}
          >
            {t(showFilters ? "pages.calendar.filters.hide" : "pages.calendar.filters.show")}
          </Button>
        </div>

        <DateFilter
          id={filtersId}
          hidden={!showFilters}
          from={query.from}
          to={query.to}
          datesSwapped={query.datesSwapped}
          today={today}
          search={location.search}
          pathname={location.pathname}
        />

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {/* Past the count cap the total is a floor: "1 200+ sessions". */}
            {t(isTotalCapped ? "pages.calendar.results_capped" : "pages.calendar.results", { count: total })}
          </p>
          <PageSizeSelect options={[...PAGE_SIZES]} value={size} />
        </div>

        <div aria-busy={isLoading || undefined} className={isLoading ? "opacity-60 transition-opacity" : undefined}>
          {sessions.length === 0 ? (
            <EmptyState
              title={t("pages.calendar.empty.title")}
              description={t(isFiltered ? "pages.calendar.empty.filtered" : "pages.calendar.empty.description")}
              action={
                isFiltered ? (
                  <ButtonLink to={location.pathname} variant="outline">
                    {t("pages.calendar.filters.reset")}
                  </ButtonLink>
                ) : null
              }
            />
          ) : (
            <MemberBookingProvider booking={member}>
              <SessionIconSprite />
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {sessions.map((session) => (
                  <li key={session.id} className="flex">
                    <SessionCard
                      session={session}
                      lang={lang}
                      isAdmin={rights.edit}
                      register={<RegisterButton session={toRegistrationSession(session)} />}
                      seats={<LiveSeatsBadge session={session} />}
                      onEdit={(s) => {
                        const fields = editorFields?.[s.id];
                        if (fields) setEditing({ session: { ...s, ...fields } });
                      }}
                    />
                  </li>
                ))}
              </ul>
            </MemberBookingProvider>
          )}
        </div>

        <Pagination
          page={page}
          totalPages={totalPages}
          makeHref={(p) => searchWithParam(location.search, "page", p === 1 ? null : p)}
        />
      </div>

      {editor ? (
        <SessionEditor
          // One editor per session opened, so each opening starts from that session.
          key={editing?.session?.id ?? "new"}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) close();
          }}
          session={editing?.session ?? null}
          options={editor}
          today={today}
        />
      ) : null}
    </>
  );
}

function DateFilter({
  id,
  hidden,
  from,
  to,
  datesSwapped,
  today,
  search,
  pathname,
}: {
  id: string;
  hidden: boolean;
  from: string;
  to: string;
  datesSwapped: boolean;
  today: string;
  search: string;
  pathname: string;
}) {
  const { t } = useTranslation();
  // A new search starts at page 1; the text and page size are kept.
  const kept = preservedParams(search, ["from", "to", "page"]);
  const withoutDates = new URLSearchParams(kept).toString();
  const resetHref = withoutDates ? `${pathname}?${withoutDates}` : pathname;
  return (
    <Form
      id={id}
      method="get"
      action={pathname}
      hidden={hidden}
      preventScrollReset
      // Remount on navigation so the inputs follow the URL (back/forward, reset).
      key={`${from}|${to}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={t("pages.calendar.filters.label")}
    >
      {kept.map(([key, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <fieldset className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <legend className="mb-3 text-sm font-semibold text-secondary">{t("pages.calendar.filters.dates")}</legend>
        <DateInput name="from" label={t("pages.calendar.filters.from")} value={from} min={today} />
        <DateInput name="to" label={t("pages.calendar.filters.to")} value={to} min={from || today} />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            {t("pages.calendar.filters.apply")}
          </Button>
          {from || to ? (
            <ButtonLink to={resetHref} variant="ghost">
              {t("pages.calendar.filters.clear_dates")}
            </ButtonLink>
          ) : null}
        </div>
      </fieldset>
      {datesSwapped ? (
        <p role="status" className="mt-3 text-sm text-amber-900">
          {t("pages.calendar.filters.dates_swapped")}
        </p>
      ) : null}
    </Form>
  );
}

function DateInput({ name, label, value, min }: { name: string; label: string; value: string; min: string }) {
  const inputId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        type="date"
        name={name}
        defaultValue={value}
        min={min}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-hidden"
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      title="pages.calendar.title"
      loadError="pages.calendar.error.load"
      back={{ to: "/calendrier", label: "pages.calendar.error.retry" }}
    />
  );
}
