// The rotating QR code, filling the screen (a projector, or a phone held up to the room): the
// code changes every 30 seconds, so the view asks the server for the next one when the current
// one's time is up, counts down to it and shows how many have signed. It stops asking while the
// tab is hidden and asks again at once when it is shown. The address is written out too, for
// someone whose phone cannot scan.
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { FormError } from "~/ui/field";

const K = "trainer.qr";

/** What /trainer/sittings/:id/qr answers (TrainerQr, as JSON). */
type QrAnswer = {
  state: string;
  url: string | null;
  svg: string | null;
  refreshInMs: number;
  signed: number;
  expected: number;
};

export function QrView({ sittingId, onClose }: { sittingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<QrAnswer | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const deadline = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeButton = useRef<HTMLButtonElement>(null);

  const load = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      const response = await fetch(`/trainer/sittings/${sittingId}/qr`, {
        headers: { Accept: "application/json" },
        cache: "no-store",
      });
      if (!response.ok) throw new Error(String(response.status));
      const next = (await response.json()) as QrAnswer;
      setQr(next);
      setHasFailed(false);
      deadline.current = Date.now() + next.refreshInMs;
      // A little after the change, so the server is surely in the next window.
      if (!document.hidden) timer.current = setTimeout(load, next.refreshInMs + 250);
    } catch {
      setHasFailed(true);
      if (!document.hidden) timer.current = setTimeout(load, 5_000);
    }
  }, [sittingId]);

  useEffect(() => {
    void load();
    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer.current);
      else void load();
    };
    document.addEventListener("visibilitychange", onVisibility);
    const tick = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000))), 500);
    return () => {
      clearTimeout(timer.current);
      clearInterval(tick);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [load]);

  useEffect(() => closeButton.current?.focus(), []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="qr-view-title"
      className="fixed inset-0 z-50 flex flex-col items-center gap-4 overflow-y-auto bg-white px-4 py-6"
    >
      <div className="flex w-full max-w-3xl items-center justify-between gap-3">
        <h2 id="qr-view-title" className="text-xl font-bold text-secondary">
          {t(`${K}.title`)}
        </h2>
        <Button ref={closeButton} variant="outline" onClick={onClose}>
          {t(`${K}.close`)}
        </Button>
      </div>
      {hasFailed ? <FormError>{t(`${K}.error`)}</FormError> : null}
      {qr && !qr.svg ? <p className="text-lg text-slate-700">{t(`${K}.not_open`)}</p> : null}
      {qr?.svg && qr.url ? (
        <>
          <p className="text-center text-lg text-slate-700">{t(`${K}.instructions`)}</p>
          <div
            role="img"
            aria-label={t(`${K}.image_label`)}
            className="aspect-square w-full max-w-[min(90vw,65vh)] [&>svg]:h-full [&>svg]:w-full"
            data-qr-url={qr.url}
            // Drawn on the server by the qrcode library from our own address: no outside markup.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own SVG of a URL it built
            dangerouslySetInnerHTML={{ __html: qr.svg }}
          />
          <p className="text-2xl font-bold text-secondary" aria-live="polite">
            {t(`${K}.signed`, { count: qr.signed, expected: qr.expected })}
          </p>
          <p className="text-slate-600">{t(`${K}.next_in`, { count: secondsLeft })}</p>
          <p className="max-w-full text-center text-sm text-slate-600">
            {t(`${K}.cannot_scan`)}{" "}
            <a href={qr.url} className="break-all font-medium text-secondary underline" data-testid="qr-link">
              {qr.url}
            </a>
          </p>
        </>
      ) : null}
    </div>
  );
}
