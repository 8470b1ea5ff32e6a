// A page that follows what others do (the attendance board, the trainer's sitting while
// participants sign on their phones): while `isLive`, the page's data is read again every 15
// seconds, without reloading; paused while the tab is hidden (nobody reads it, and a forgotten
// tab should not keep asking the server), and once more at once when it comes back. Answers
// whether a read is under way, and `refresh` to read at once (a view closed over the page).
import { useEffect } from "react";
import { useRevalidator } from "react-router";

export const LIVE_INTERVAL_MS = 15_000;

export function useLivePage(isLive: boolean) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    if (!isLive) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => void revalidate(), LIVE_INTERVAL_MS);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") stop();
      else {
        void revalidate();
        start();
      }
    };
    if (document.visibilityState !== "hidden") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [isLive, revalidate]);
  return { isRefreshing: revalidator.state !== "idle", refresh: () => void revalidate() };
}
