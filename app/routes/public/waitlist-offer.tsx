// /waitlist/offers/:offerId?t=&a=accept|decline — the page a waiting-list offer's e-mailed links
// open (delivery.md §5). The link's signed token is the proof (no sign-in: the e-mail may be read
// on a phone that is not signed in); a wrong id or token is the 404 page. Opening the link acts
// on nothing — mail scanners follow links — the page shows the offer and ONE button, the link's
// own answer, which posts. Personal and one-off: never indexed nor cached.
import { z } from "zod";
import { done, formAction, publicIntent, notFound as refusedNotFound } from "~/forms/form-action.server";
import { isUuid } from "~/forms/validate";
import { clock } from "~/server/clock.server";
import { notFound } from "~/server/responses.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { loadOfferPage } from "~/waitlist/member-waitlist.server";
import { type OfferAnswer, OfferScreen } from "~/waitlist/offer-screen";
import { acceptOffer, declineOffer } from "~/waitlist/waitlist.server";
import { isOfferLinkValid } from "~/waitlist/waitlist-emails.server";
import type { Route } from "./+types/waitlist-offer";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const handle = {
  breadcrumb: (data: { offer?: { course_title: string } } | undefined) => data?.offer?.course_title,
};

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...keyMeta(matches[0]?.loaderData as never, "waitlist.offer_page.title"),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  const token = url.searchParams.get("t") ?? "";
  const offer = await loadOfferPage(params.offerId, token, lang, clock().now());
  if (!offer) throw notFound();
  // The link's own answer; anything else is read as the e-mail's main button, "I take it".
  const answer: OfferAnswer = url.searchParams.get("a") === "decline" ? "decline" : "accept";
  return { offer, answer, token };
}

/** The token travels in the form: the page's address is not what the action trusts. */
const offerSchema = z.object({ t: z.string().min(1).max(200) });

export async function action(args: Route.ActionArgs) {
  const offerId = args.params.offerId;
  /** The link's proof, checked again at the write; the service's own refusal is the answer. */
  const answering = (work: () => Promise<unknown>, toast: string) =>
    publicIntent({
      schema: offerSchema,
      keepsValues: false,
      run: async ({ data }) => {
        if (!isUuid(offerId) || !(await isOfferLinkValid(offerId, data.t)))
          return refusedNotFound("waitlist.offer_page.invalid_link");
        // The service refuses with its answer (the offer answered or past its time).
        await work();
        return done({ toast });
      },
    });
  return formAction(args, {
    what: "waiting-list offer",
    viewer: "anyone",
    messages: { save: "waitlist.offer_page.error" },
    headers: PRIVATE,
    intents: {
      accept: answering(() => acceptOffer(offerId), "waitlist.offer_page.accepted"),
      decline: answering(() => declineOffer(offerId), "waitlist.offer_page.declined"),
    },
  });
}

export default function WaitlistOfferPage({ loaderData }: Route.ComponentProps) {
  return <OfferScreen {...loaderData} />;
}
