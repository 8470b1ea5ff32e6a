// /calendrier: upcoming sessions (search, date range, pages — all in the URL
// and in SQL), with the admin session editor posting to this route's action.
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useLocation, useNavigation } from "react-router";
import { formValues, parseForm } from "~/forms/validate";
import type { Lang } from "~/i18n/messages";
import { logger } from "~/server/logger.server";
import { getViewer } from "~/server/viewer.server";
import { locationFormSchema, PAGE_SIZES, parseCalendarQuery, sessionFormSchema, todayIso } from "~/sessions/schema";
import { SessionCard, SessionIconSprite } from "~/sessions/session-card";
import { type SessionActionData, SessionEditor } from "~/sessions/session-editor";
import {
  createLocation,
  type EditableSession,
  getSessionForEdit,
  listCalendarSessions,
  listSessionEditorOptions,
  saveSession,
} from "~/sessions/sessions.server";
import { keyMeta } from "~/shell/meta";
import { Button, ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { PageSizeSelect, Pagination, preservedParams, searchWithParam } from "~/ui/pagination";
import { SearchBox } from "~/ui/search-box";
import type { Route } from "./+types/calendar";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.calendar.meta_title");
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, isAdmin } = getViewer(context);
  const today = todayIso();
  const query = parseCalendarQuery(url.searchParams, today);
  const [page, editor] = await Promise.all([
    listCalendarSessions(query, lang, { includeHidden: isAdmin, withEditorFields: isAdmin }),
    // Only admins get the editor's lists (instructors' e-mails are not public).
    isAdmin ? listSessionEditorOptions(lang) : null,
  ]);
  return {
    ...page,
    query: { q: query.q, from: query.fromParam, to: query.to },
    isAdmin,
    editor,
    today,
  };
}

type Refusal = { ok: false; error: "Unauthorized"; formError: string };

function refuse(status: 401 | 403) {
  return data({ ok: false, error: "Unauthorized", formError: "pages.calendar.error.unauthorized" } satisfies Refusal, {
    status,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Permission first: nothing is read from the request, nothing written, for anyone else.
  const { user, isAdmin } = getViewer(context);
  if (!user) return refuse(401);
  if (!isAdmin) return refuse(403);

  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const today = todayIso();

  if (intent === "create-location") {
    const form = parseForm(locationFormSchema, formData);
    if (!form.ok) {
      return data({ intent, ok: false, errors: form.errors } satisfies SessionActionData, { status: 400 });
    }
    try {
      const location = await createLocation(form.data);
      return { intent, ok: true, location } satisfies SessionActionData;
    } catch (error) {
      logger.error({ err: error }, "calendar: location not saved");
      return data({ intent, ok: false, formError: "pages.calendar.error.save_location" } satisfies SessionActionData, {
        status: 500,
      });
    }
  }

  if (intent === "create-session" || intent === "update-session") {
    let originalStartDate: string | null = null;
    const id = intent === "update-session" ? String(formData.get("id") ?? "") : undefined;
    const values = formValues(formData);
    if (id !== undefined) {
      const existing = await getSessionForEdit(id);
      if (!existing) {
        return data(
          { intent, ok: false, formError: "pages.calendar.error.not_found", values } satisfies SessionActionData,
          { status: 404 },
        );
      }
      originalStartDate = existing.start_date;
    }
    const form = parseForm(sessionFormSchema({ today, originalStartDate }), formData);
    if (!form.ok) {
      return data({ intent, ok: false, errors: form.errors, values } satisfies SessionActionData, { status: 400 });
    }
    try {
      const result = await saveSession(form.data, { id });
      if (!result.ok) {
        return data(
          { intent, ok: false, errors: result.errors, formError: result.formError, values } satisfies SessionActionData,
          { status: result.status },
        );
      }
      return { intent, ok: true, id: result.id } satisfies SessionActionData;
    } catch (error) {
      logger.error({ err: error }, "calendar: session not saved");
      return data({ intent, ok: false, formError: "pages.calendar.error.save", values } satisfies SessionActionData, {
        status: 500,
      });
    }
  }

  return data({ ok: false, formError: "pages.calendar.error.unknown_intent" } satisfies SessionActionData, {
    status: 400,
  });
}

/** The editor's state: closed, adding (null) or editing a session. */
type Editing = { session: EditableSession | null } | null;

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const location = useLocation();
  const navigation = useNavigation();
  const { sessions, editorFields, total, isTotalCapped, page, size, totalPages, query, isAdmin, editor, today } =
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
      <section className="bg-secondary text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t("pages.calendar.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{t("pages.calendar.subtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A plain link: the feed is a file for calendar apps, not a page. */}
            <a
              href={`/calendrier.ics?lang=${lang}`}
              // Own colours: the outline variant's white background would hide white text.
              className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-white px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t("pages.calendar.subscribe")}
            </a>
            {isAdmin ? (
              <Button onClick={() => setEditing({ session: null })} aria-haspopup="dialog">
                {t("pages.calendar.add_session")}
              </Button>
            ) : null}
          </div>
          <p className="mt-3 text-sm text-slate-300">{t("pages.calendar.subscribe_hint")}</p>
        </div>
      </section>

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
            <>
              <SessionIconSprite />
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {sessions.map((session) => (
                  <li key={session.id} className="flex">
                    <SessionCard
                      session={session}
                      lang={lang}
                      isAdmin={isAdmin}
                      onEdit={(s) => {
                        const fields = editorFields?.[s.id];
                        if (fields) setEditing({ session: { ...s, ...fields } });
                      }}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <Pagination
          page={page}
          totalPages={totalPages}
          makeHref={(p) => searchWithParam(location.search, "page", p === 1 ? null : p)}
        />
      </div>

      {isAdmin && editor ? (
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
  today,
  search,
  pathname,
}: {
  id: string;
  hidden: boolean;
  from: string;
  to: string;
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
  const { t } = useTranslation();
  // The server has logged the cause (entry.server handleError); the visitor gets a way back.
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-secondary">{t("pages.calendar.title")}</h1>
      <FormError className="mt-6">{t("pages.calendar.error.load")}</FormError>
      <ButtonLink to="/calendrier" variant="outline" className="mt-6">
        {t("pages.calendar.error.retry")}
      </ButtonLink>
    </div>
  );
}
