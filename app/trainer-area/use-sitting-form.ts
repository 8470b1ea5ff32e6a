// One of the trainer's forms on a sitting: a fetcher posting to the session's page, and its
// answer read once (useActionAnswer) and told in place (FormSuccess/FormError revealFor).
import { useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { type ActionAnswerOptions, useActionAnswer } from "~/forms/use-action-answer";

export function useSittingForm(options: ActionAnswerOptions<ActionData> = {}) {
  const fetcher = useFetcher<ActionData>();
  const answer = useActionAnswer<ActionData>(fetcher, { showsSuccess: true, ...options });
  return { fetcher, ...answer, isBusy: fetcher.state !== "idle" };
}
