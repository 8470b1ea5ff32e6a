import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { numberFormat } from "~/i18n/format";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";

/** Whether a file matches an `accept` list ("image/*", "image/png", ".png", comma-separated). */
export function matchesAccept(file: { name: string; type: string }, accept: string): boolean {
  const patterns = accept
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith(".")) return name.endsWith(pattern);
    if (pattern.endsWith("/*")) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** Megabytes for "2 MB"-style messages: at most one decimal, in the reader's number format ("1,5" in French). */
export function formatMegabytes(bytes: number, locale = "fr"): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

/** Comfort check before uploading; the server re-checks size, type and content. Returns a message key or null. */
export function checkFile(
  file: { name: string; type: string; size: number },
  { accept, maxBytes }: { accept: string; maxBytes?: number },
): "ui.upload.invalid_type" | "ui.upload.too_large" | null {
  if (!matchesAccept(file, accept)) return "ui.upload.invalid_type";
  if (maxBytes !== undefined && file.size > maxBytes) return "ui.upload.too_large";
  return null;
}

export type ImageUploadProps = {
  /** Name of the hidden input that carries the uploaded URL ("" once removed) with the surrounding form. */
  name: string;
  label: string;
  defaultUrl?: string | null;
  /** Endpoint receiving a multipart POST with `file` (+ `extraFields`); answers `{ url }` or 4xx `{ error }`. */
  uploadUrl: string;
  extraFields?: Record<string, string>;
  accept?: string;
  maxBytes?: number;
  hint?: string;
  /** Already translated error from the surrounding form's validation. */
  error?: string | null;
  /**
   * The area's own texts (already translated) for a refused type, a file too
   * large and a failed upload, where its error catalogue has them; the generic
   * ui.upload.* texts otherwise.
   */
  errorTexts?: Partial<Record<"invalid_type" | "too_large" | "failed", string>>;
  /** Lets the form disable its submit button while an upload is running. */
  onBusyChange?: (isBusy: boolean) => void;
  onChange?: (url: string) => void;
  className?: string;
};

type UploadState = { status: "idle" } | { status: "uploading"; percent: number } | { status: "error"; message: string };

export function ImageUpload({
  name,
  label,
  defaultUrl,
  uploadUrl,
  extraFields,
  accept = "image/*",
  maxBytes,
  hint,
  error,
  errorTexts,
  onBusyChange,
  onChange,
  className,
}: ImageUploadProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const fileInput = useRef<HTMLInputElement>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const [url, setUrl] = useState(defaultUrl ?? "");
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const [isDragging, setIsDragging] = useState(false);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  // Abandoning the form must not leave a request running.
  useEffect(() => () => xhrRef.current?.abort(), []);

  const isUploading = state.status === "uploading";
  const onBusyChangeRef = useRef(onBusyChange);
  onBusyChangeRef.current = onBusyChange;
  useEffect(() => {
    onBusyChangeRef.current?.(isUploading);
  }, [isUploading]);

  function commitUrl(next: string) {
    setUrl(next);
    onChange?.(next);
  }

  function upload(file: File) {
    const problem = checkFile(file, { accept, maxBytes });
    if (problem) {
      const own = problem === "ui.upload.invalid_type" ? errorTexts?.invalid_type : errorTexts?.too_large;
      setState({
        status: "error",
        message: own ?? t(problem, { max: maxBytes ? formatMegabytes(maxBytes, i18n.language) : "" }),
      });
      return;
    }
    xhrRef.current?.abort();
    setLocalPreview(URL.createObjectURL(file));
    setState({ status: "uploading", percent: 0 });

    const body = new FormData();
    for (const [key, value] of Object.entries(extraFields ?? {})) body.append(key, value);
    body.append("file", file);

    // XMLHttpRequest rather than fetch: only it reports upload progress.
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    // The purpose also travels in the query: the server sizes its read of the body by it.
    const purpose = extraFields?.purpose;
    xhr.open("POST", purpose ? `${uploadUrl}?${new URLSearchParams({ purpose })}` : uploadUrl);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        setState({ status: "uploading", percent: Math.round((event.loaded / event.total) * 100) });
      }
    };
    xhr.onload = () => {
      xhrRef.current = null;
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof payload?.url === "string") {
        commitUrl(payload.url);
        setLocalPreview(null);
        setState({ status: "idle" });
        return;
      }
      // 4xx answers carry a message meant for the user; anything else gets a generic one.
      const serverMessage =
        xhr.status >= 400 && xhr.status < 500 && typeof payload?.error === "string" ? payload.error : null;
      setLocalPreview(null);
      setState({ status: "error", message: serverMessage ?? errorTexts?.failed ?? t("ui.upload.failed") });
    };
    xhr.onerror = () => {
      xhrRef.current = null;
      setLocalPreview(null);
      setState({ status: "error", message: t("ui.upload.network_error") });
    };
    xhr.send(body);
  }

  function handleRemove() {
    xhrRef.current?.abort();
    xhrRef.current = null;
    setLocalPreview(null);
    setState({ status: "idle" });
    commitUrl("");
    fileInput.current?.focus();
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isUploading) upload(file);
  }

  const preview = localPreview ?? (url || null);
  const describedBy = [messageId, error ? `${inputId}-error` : null].filter(Boolean).join(" ");

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <input type="hidden" name={name} value={url} />
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the file input is the keyboard path */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          "flex flex-col gap-4 rounded-xl border-2 border-dashed p-4 transition-colors sm:flex-row sm:items-center",
          isDragging ? "border-accent bg-accent/5" : "border-slate-300 bg-slate-50",
          error && "border-red-400",
        )}
      >
        <div className="relative flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-white ring-1 ring-slate-200 sm:w-40">
          {preview ? (
            <img src={preview} alt={t("ui.upload.preview_alt")} className="size-full object-cover" />
          ) : (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              className="size-10 text-slate-300"
            >
              <path
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M2.25 15.75l5.16-5.16a2.25 2.25 0 013.18 0l5.16 5.16m-1.5-1.5l1.41-1.41a2.25 2.25 0 013.18 0l2.91 2.91M3.75 21h16.5A1.5 1.5 0 0021.75 19.5V4.5A1.5 1.5 0 0020.25 3H3.75A1.5 1.5 0 002.25 4.5v15A1.5 1.5 0 003.75 21zM14.25 8.25h.008v.008h-.008V8.25z"
              />
            </svg>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {/* No name: the file goes through uploadUrl, only the resulting URL is submitted with the form. */}
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={accept}
            disabled={isUploading}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Reset so choosing the same file again still fires a change.
              event.currentTarget.value = "";
              if (file) upload(file);
            }}
            className={cn(
              "block w-full text-sm text-slate-600",
              "file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50",
              "disabled:cursor-not-allowed disabled:opacity-60",
            )}
          />
          {isUploading ? (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={t("ui.upload.uploading")}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.percent}
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-accent transition-[width]"
                  style={{ width: `${state.percent}%` }}
                />
              </div>
              <span className="w-10 text-right text-xs text-slate-600 tabular-nums">{state.percent}%</span>
            </div>
          ) : null}
          <div id={messageId} className="text-xs">
            {state.status === "error" ? (
              <span role="alert" className="text-sm text-red-700">
                {state.message}
              </span>
            ) : (
              <span className="text-slate-500">
                {hint ??
                  (maxBytes
                    ? t("ui.upload.hint", { max: formatMegabytes(maxBytes, i18n.language) })
                    : t("ui.upload.drop_hint"))}
              </span>
            )}
          </div>
          {preview ? (
            <div>
              <Button variant="outline" size="sm" onClick={handleRemove}>
                {t("ui.upload.remove")}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
