// One image field of a form: pick or drop a file, see it sent (progress) and previewed, remove
// it. The file goes to the upload endpoint for the field's purpose (app/uploads/purposes.ts:
// types, size, messages); only the stored file's URL is submitted with the surrounding form.
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { FilePicker } from "~/ui/file-picker";
import { acceptAttribute, type UploadPurpose } from "~/uploads/purposes";
import { useUpload } from "~/uploads/use-upload";

export type ImageUploadProps = {
  /** Name of the hidden input that carries the uploaded URL ("" once removed) with the surrounding form. */
  name: string;
  label: string;
  defaultUrl?: string | null;
  /** What the image is for: decides the accepted files, the size limit, the messages and where it is stored. */
  purpose: UploadPurpose;
  hint?: string;
  /** Already translated error from the surrounding form's validation. */
  error?: string | null;
  /** Lets the form disable its submit button while an upload is running. */
  onBusyChange?: (isBusy: boolean) => void;
  onChange?: (url: string) => void;
  /** "contain" shows the whole image (a logo, an icon); "cover" fills the frame (a photo). */
  previewFit?: "cover" | "contain";
  /** "dark" draws the preview on a dark ground: a white logo is invisible on white. */
  previewTone?: "light" | "dark";
  className?: string;
};

/** An upload's progress bar with its percentage, announced as a progressbar. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t("ui.upload.uploading")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs text-slate-600 tabular-nums">{percent}%</span>
    </div>
  );
}

export function ImageUpload({
  name,
  label,
  defaultUrl,
  purpose,
  hint,
  error,
  onBusyChange,
  onChange,
  previewFit = "cover",
  previewTone = "light",
  className,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(defaultUrl ?? "");
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const { state, isUploading, upload: send, reset, max } = useUpload(purpose, { onUploaded: commitUrl });

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

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
    if (send(file)) setLocalPreview(URL.createObjectURL(file));
  }

  function handleRemove() {
    reset();
    setLocalPreview(null);
    commitUrl("");
    fileInput.current?.focus();
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isUploading) upload(file);
  }

  // The chosen file while it is sent, then what the server stored.
  const preview = (isUploading ? localPreview : null) ?? (url || null);
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
        <div
          className={cn(
            "relative flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg ring-1 ring-slate-200 sm:w-40",
            previewTone === "dark" ? "bg-secondary" : "bg-white",
          )}
        >
          {preview ? (
            <img
              src={preview}
              alt={t("ui.upload.preview_alt")}
              className={cn("size-full", previewFit === "contain" ? "object-contain p-3" : "object-cover")}
            />
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
          <FilePicker
            id={inputId}
            inputRef={fileInput}
            accept={acceptAttribute(purpose)}
            disabled={isUploading}
            describedBy={describedBy}
            invalid={Boolean(error)}
            onFile={upload}
            onOpen={() => fileInput.current?.click()}
          />
          {state.status === "uploading" ? <UploadProgress percent={state.percent} /> : null}
          <div id={messageId} className="text-xs">
            {state.status === "error" ? (
              <span role="alert" className="text-sm text-red-700">
                {state.message}
              </span>
            ) : (
              <span className="text-slate-500">{hint ?? t("ui.upload.hint", { max })}</span>
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
