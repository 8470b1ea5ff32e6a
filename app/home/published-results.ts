// The boundary left for the organisation's published results (issue 29; delivery spec §6):
// satisfaction, response, completion and objectives-met rates over a rolling 12 months, each
// with its number of answers, shown only from 5 answers. Issue 29 computes them, defines the
// figures' final shape here and draws their home section; until then the home loader answers
// `results: null` and the page shows nothing (no placeholder: a visitor must never see an
// empty or made-up figure). Browser-safe: the page's component reads the type.

/** The organisation-wide figures; null on the home page while none can be published. */
export type PublishedResults = {
  /** The period the figures cover (ISO dates) and when they were computed. */
  from: string;
  to: string;
  updatedOn: string;
  figures: { name: string; rate: number; answers: number }[];
};
