import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";

export type ToastTone = "success" | "error" | "info";

export type ToastOptions = {
  message: string;
  tone?: ToastTone;
  /** Milliseconds before the fade-out starts. */
  duration?: number;
};

/** Spec constants: 5000 ms on screen, then a 300 ms fade before removal. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;

type ToastEntry = Required<ToastOptions> & { id: number; isLeaving: boolean };

type ToastContextValue = { toast: (options: ToastOptions) => void };

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used inside <ToastProvider>");
  return context;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const toast = useCallback(({ message, tone = "info", duration = TOAST_DURATION_MS }: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, message, tone, duration, isLeaving: false }]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.map((entry) => (entry.id === id ? { ...entry, isLeaving: true } : entry)));
    window.setTimeout(() => setToasts((current) => current.filter((entry) => entry.id !== id)), TOAST_FADE_MS);
  }, []);

  const value = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext value={value}>
      {children}
      {/* Always rendered (even empty) so screen readers already track the live region when a toast arrives. */}
      <section
        aria-label={t("ui.toast.region")}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end sm:p-6"
      >
        {toasts.map((entry) => (
          <ToastItem key={entry.id} entry={entry} onDismiss={dismiss} closeLabel={t("ui.close")} />
        ))}
      </section>
    </ToastContext>
  );
}

const toneClasses: Record<ToastTone, { box: string; icon: string }> = {
  success: { box: "border-green-200", icon: "text-green-600" },
  error: { box: "border-red-200", icon: "text-red-600" },
  info: { box: "border-sky-200", icon: "text-accent" },
};

const iconPaths: Record<ToastTone, string> = {
  success: "M9 12.75L11.25 15 15 9.75M21 12a9 9 0 11-18 0 9 9 0 0118 0z",
  error: "M12 9v3.75m9-.75a9 9 0 11-18 0 9 9 0 0118 0zm-9 3.75h.008v.008H12v-.008z",
  info: "M11.25 11.25l.041-.02a.75.75 0 011.063.852l-.708 2.836a.75.75 0 001.063.853l.041-.021M21 12a9 9 0 11-18 0 9 9 0 0118 0zm-9-3.75h.008v.008H12V8.25z",
};

function ToastItem({
  entry,
  onDismiss,
  closeLabel,
}: {
  entry: ToastEntry;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  // The timer pauses while hovered or focused, so a slow reader can finish (WCAG 2.2.1).
  const [isPaused, setIsPaused] = useState(false);
  const remaining = useRef(entry.duration);

  useEffect(() => {
    if (isPaused || entry.isLeaving) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(entry.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused, entry.isLeaving, entry.id, onDismiss]);

  const tone = toneClasses[entry.tone];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only pause the timer; nothing to activate
    <div
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-4 text-sm text-slate-800 shadow-lg",
        "transition-all ease-out starting:translate-y-2 starting:opacity-0",
        entry.isLeaving && "translate-y-2 opacity-0",
        tone.box,
      )}
      style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        className={cn("size-5 shrink-0", tone.icon)}
      >
        <path strokeLinecap="round" strokeLinejoin="round" d={iconPaths[entry.tone]} />
      </svg>
      <p className="min-w-0 flex-1 pt-0.5 break-words">{entry.message}</p>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => onDismiss(entry.id)}
        className="-m-1 shrink-0 rounded-md p-1 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}

export type FlashMessage = { message: string; tone: ToastTone };

/**
 * Shows flash messages read by the root loader from the session cookie. Each new `flashes` array
 * is shown once: the ref stops StrictMode's double effect and unrelated re-renders from repeating it.
 */
export function FlashToasts({ flashes }: { flashes: FlashMessage[] | null | undefined }) {
  const { toast } = useToast();
  const shown = useRef<FlashMessage[] | null | undefined>(undefined);
  useEffect(() => {
    if (!flashes || shown.current === flashes) return;
    shown.current = flashes;
    for (const flash of flashes) toast({ message: flash.message, tone: flash.tone });
  }, [flashes, toast]);
  return null;
}
