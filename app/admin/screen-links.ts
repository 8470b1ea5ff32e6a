// Where the back office sends someone to look at or act on a thing: the few URLs the audit
// log's entity links and the dashboard's items share, written once. Browser-safe.

/** The roles screen searched on one address: that user's row. */
export const userRowHref = (email: string) => `/admin/roles?${new URLSearchParams({ q: email })}`;

/** The public calendar narrowed to one day: a session's card, with its edit button for admins. */
export const calendarDayHref = (day: string) => `/calendrier?${new URLSearchParams({ from: day, to: day })}`;

/** The back office's list of sessions (upcoming by default). */
export const SESSIONS_DESK_HREF = "/admin/sessions";

/** A session's roster: its registrations and their moves, the session's moves. */
export const sessionRosterHref = (sessionId: string) => `/admin/sessions/${sessionId}`;

/** The testimonials waiting for moderation. */
export const PENDING_TESTIMONIALS_HREF = "/admin/testimonials?status=pending";

/** The messages not handled yet, of one type or all. */
export const unreadMessagesHref = (type?: string) =>
  `/admin/messages?${new URLSearchParams({ status: "pending", ...(type ? { type } : {}) })}`;

/** The newsletter subscribers who have not confirmed their address. */
export const UNVERIFIED_SUBSCRIBERS_HREF = "/admin/newsletter?status=unverified";

/** A session's attendance board (issue 25). */
export const sessionAttendanceHref = (sessionId: string) => `/admin/sessions/${sessionId}/attendance`;

/** A session's certificates (issue 26). */
export const sessionCertificatesHref = (sessionId: string) => `/admin/sessions/${sessionId}/certificates`;

/** A session's communication timeline (convocations, reminders, change notices). */
export const sessionCommunicationsHref = (sessionId: string) => `/admin/sessions/${sessionId}/communications`;

/** A session's waiting list: its queue, offers and staff's moves (delivery.md §5). */
export const sessionWaitlistHref = (sessionId: string) => `/admin/sessions/${sessionId}/waitlist`;

/** The sessions desk showing one session with its editor open ("move it": change its dates). */
export const sessionEditHref = (session: { id: string; course_id: string; start_date: string }) =>
  `/admin/sessions?${new URLSearchParams({ course: session.course_id, from: session.start_date, to: session.start_date, when: "all", edit: session.id })}`;

/** A session's roster with its cancellation open ("cancel it"). */
export const sessionCancelHref = (sessionId: string) => `/admin/sessions/${sessionId}?cancel=1`;

/** The answers to a session's satisfaction surveys (delivery.md §6). */
export const sessionSurveysHref = (sessionId: string) =>
  `/admin/surveys?${new URLSearchParams({ session: sessionId })}`;
