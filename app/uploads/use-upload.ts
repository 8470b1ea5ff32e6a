// Sending one file to the upload endpoint for a purpose, as every upload field does: the
// purpose's comfort check first (with its screen's messages), then the request with its
// progress, then the stored file's URL or the reason it was refused.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NETWORK_ERROR } from "~/forms/request-failure";
import { numberFormat } from "~/i18n/format";
import { checkFile, UPLOAD_PURPOSES, UPLOAD_URL, type UploadPurpose } from "~/uploads/purposes";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; percent: number }
  | { status: "error"; message: string };

/** Megabytes for "2 MB"-style messages: at most one decimal, in the reader's number format ("1,5" in French). */
export function formatMegabytes(bytes: number, locale = "fr"): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

export function useUpload(purpose: UploadPurpose, { onUploaded }: { onUploaded: (url: string) => void }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const { maxBytes, messages } = UPLOAD_PURPOSES[purpose];
  const max = formatMegabytes(maxBytes, i18n.language);

  // Abandoning the form must not leave a request running.
  useEffect(() => () => xhrRef.current?.abort(), []);

  /** Starts sending `file`; false when the comfort check refused it (the state then says why). */
  function upload(file: File): boolean {
    const problem = checkFile(file, purpose);
    if (problem) {
      setState({
        status: "error",
        message: t(problem === "invalid_type" ? messages.invalidType : messages.tooLarge, { max }),
      });
      return false;
    }
    xhrRef.current?.abort();
    setState({ status: "uploading", percent: 0 });

    const body = new FormData();
    body.append("purpose", purpose);
    body.append("file", file);
    // XMLHttpRequest rather than fetch: only it reports upload progress.
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    // The purpose also travels in the query: the server sizes its read of the body by it.
    xhr.open("POST", `${UPLOAD_URL}?${new URLSearchParams({ purpose })}`);
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
        setState({ status: "idle" });
        onUploadedRef.current(payload.url);
        return;
      }
      // 4xx answers carry a message meant for the user (the spec's upload texts); anything
      // else gets the screen's own "upload failed".
      const serverMessage =
        xhr.status >= 400 && xhr.status < 500 && typeof payload?.error === "string" ? payload.error : null;
      setState({ status: "error", message: serverMessage ?? t(messages.failed) });
    };
    xhr.onerror = () => {
      xhrRef.current = null;
      setState({ status: "error", message: t(NETWORK_ERROR) });
    };
    xhr.send(body);
    return true;
  }

  /** Stops a running upload and forgets any message. */
  function reset() {
    xhrRef.current?.abort();
    xhrRef.current = null;
    setState({ status: "idle" });
  }

  return { state, isUploading: state.status === "uploading", upload, reset, max };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
