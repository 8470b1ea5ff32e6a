// An ordered list of images inside a form: add one (sent to the upload endpoint for the
// field's purpose, with its progress), give each French and English captions (and, where the
// page has them, alternative texts), remove one, or move one up or down with buttons (the
// keyboard's way to reorder: the shared MoveButtons). The list is submitted as `name.0.url`, `name.0.caption_fr`…
// in the order shown; app/uploads/gallery.ts reads it back.
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "~/forms/validate";
import { cn } from "~/ui/cn";
import { Field } from "~/ui/field";
import { FilePicker } from "~/ui/file-picker";
import { UploadProgress } from "~/ui/image-upload";
import { itemButtonClasses, MoveButtons } from "~/ui/move-buttons";
import { type GalleryItem, moveItem } from "~/uploads/gallery";
import { acceptAttribute, type UploadPurpose } from "~/uploads/purposes";
import { useUpload } from "~/uploads/use-upload";

export type GalleryFieldProps = {
  /** The list's name: its images are submitted as `${name}.${index}.url` and so on. */
  name: string;
  /** The fieldset's legend. */
  label: string;
  /** What the images are for: accepted files, size limit, messages, storage. */
  purpose: UploadPurpose;
  defaultItems?: readonly GalleryItem[];
  /** The most images the list takes; adding stops there, with `maxMessageKey` said instead. */
  maxItems?: number;
  /** Translation key (with {{max}}) shown when the list is full; the generic one by default. */
  maxMessageKey?: string;
  /** Also ask for French and English alternative texts. */
  withAlt?: boolean;
  /** The form's field errors: nested ones (`photos.1.caption_en`) and the list's own (`photos`). */
  errors?: FieldErrors;
  hint?: string;
  /** Lets the form disable its submit button while an upload is running. */
  onBusyChange?: (isBusy: boolean) => void;
  /** Any change of the list (added, moved, removed, a text typed): a form's unsaved-changes guard. */
  onChange?: () => void;
  className?: string;
};

type Entry = GalleryItem & { key: string };
type TextField = "caption_fr" | "caption_en" | "alt_fr" | "alt_en";
type Move = "up" | "down" | "remove";

const K = "ui.gallery";

export function GalleryField({
  name,
  label,
  purpose,
  defaultItems = [],
  maxItems = Number.POSITIVE_INFINITY,
  maxMessageKey = `${K}.max`,
  withAlt = false,
  errors = {},
  hint,
  onBusyChange,
  onChange,
  className,
}: GalleryFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(defaultItems.length);
  const [items, setItems] = useState<Entry[]>(() => defaultItems.map((item, i) => ({ ...item, key: `item-${i}` })));
  const [announcement, setAnnouncement] = useState("");
  // After a move or a removal, where focus goes once the list has been redrawn.
  const [focusTarget, setFocusTarget] = useState<{ key: string; button: Move } | "add" | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const { state, isUploading, upload, max } = useUpload(purpose, {
    // Called from the latest render, so `items` is the list as it stands.
    onUploaded: (url) => {
      const key = `item-${nextKey.current++}`;
      setItems([...items, { key, url, caption_fr: "", caption_en: "", alt_fr: "", alt_en: "" }]);
      setAnnouncement(t(`${K}.added`, { position: items.length + 1 }));
      onChangeRef.current?.();
    },
  });
  const isFull = items.length >= maxItems;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBusyChangeRef = useRef(onBusyChange);
  onBusyChangeRef.current = onBusyChange;
  useEffect(() => {
    onBusyChangeRef.current?.(isUploading);
  }, [isUploading]);

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === "add") fileInput.current?.focus();
    else buttons.current.get(`${focusTarget.key}-${focusTarget.button}`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function setText(key: string, field: TextField, value: string) {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, [field]: value } : item)));
  }

  function move(index: number, to: number) {
    const item = items[index];
    const next = moveItem(items, index, to);
    const position = next.indexOf(item);
    setItems(next);
    setAnnouncement(t(`${K}.moved`, { position: position + 1, total: next.length }));
    // Keep focus on the button pressed (at an end it says it is unavailable, as every move button does).
    setFocusTarget({ key: item.key, button: to < index ? "up" : "down" });
    onChangeRef.current?.();
  }

  function remove(index: number) {
    const next = items.filter((_, i) => i !== index);
    setItems(next);
    setAnnouncement(t(`${K}.removed`, { count: next.length }));
    const neighbour = next[index] ?? next[index - 1];
    setFocusTarget(neighbour ? { key: neighbour.key, button: "remove" } : "add");
    onChangeRef.current?.();
  }

  const error = (field: string) => (errors[field] ? t(errors[field], { max: maxItems }) : null);
  const listError = error(name);
  const bindButton = (key: string, button: Move) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key}-${button}`, element);
    else buttons.current.delete(`${key}-${button}`);
  };

  return (
    <fieldset className={cn("flex flex-col gap-3", className)} aria-describedby={`${inputId}-count`}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p id={`${inputId}-count`} className="text-xs text-slate-500">
        {Number.isFinite(maxItems)
          ? t(`${K}.count`, { count: items.length, max: maxItems })
          : t(`${K}.count_unbounded`, { count: items.length })}
        {hint ? ` ${hint}` : null}
      </p>

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">
          {t(`${K}.empty`)}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => {
            const n = index + 1;
            const field = (key: TextField) => `${name}.${index}.${key}`;
            const text = (key: TextField) => (
              <Field
                label={t(`${K}.${key}`)}
                name={field(key)}
                value={item[key] ?? ""}
                onChange={(event) => {
                  setText(item.key, key, event.currentTarget.value);
                  onChangeRef.current?.();
                }}
                maxLength={300}
                error={error(field(key))}
              />
            );
            return (
              <li
                key={item.key}
                data-gallery-item={index}
                className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row"
              >
                <input type="hidden" name={`${name}.${index}.url`} value={item.url} />
                {item.id ? <input type="hidden" name={`${name}.${index}.id`} value={item.id} /> : null}
                <div className="flex shrink-0 flex-col gap-2 sm:w-40">
                  <p className="text-sm font-semibold text-secondary">{t(`${K}.item`, { n })}</p>
                  {/* Decorative here: the captions and alternative texts beside it describe it. */}
                  <img
                    src={item.url}
                    alt=""
                    className="aspect-[4/3] w-full rounded-lg bg-white object-cover ring-1 ring-slate-200"
                  />
                  {error(`${name}.${index}.url`) ? (
                    <p className="text-sm text-red-700">{error(`${name}.${index}.url`)}</p>
                  ) : null}
                </div>
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  {text("caption_fr")}
                  {text("caption_en")}
                  {withAlt ? text("alt_fr") : null}
                  {withAlt ? text("alt_en") : null}
                </div>
                <div className="flex shrink-0 flex-row items-start gap-1 sm:flex-col">
                  <MoveButtons
                    labels={{
                      group: t(`${K}.order`, { n }),
                      up: t(`${K}.move_up`, { n }),
                      down: t(`${K}.move_down`, { n }),
                    }}
                    position={index}
                    count={items.length}
                    onMove={(direction) => move(index, direction === "up" ? index - 1 : index + 1)}
                    buttonRef={(direction) => bindButton(item.key, direction)}
                    className="sm:flex-col"
                  />
                  <button
                    type="button"
                    ref={bindButton(item.key, "remove")}
                    aria-label={t(`${K}.remove`, { n })}
                    onClick={() => remove(index)}
                    className={itemButtonClasses}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {isFull ? (
        <p className="text-sm text-slate-600">{t(maxMessageKey, { max: maxItems })}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t(`${K}.add`)}
          </label>
          <FilePicker
            id={inputId}
            inputRef={fileInput}
            accept={acceptAttribute(purpose)}
            disabled={isUploading}
            describedBy={`${inputId}-message`}
            onFile={upload}
            onOpen={() => fileInput.current?.click()}
          />
          {state.status === "uploading" ? <UploadProgress percent={state.percent} /> : null}
          <div id={`${inputId}-message`} className="text-xs">
            {state.status === "error" ? (
              <span role="alert" className="text-sm text-red-700">
                {state.message}
              </span>
            ) : (
              <span className="text-slate-500">{t("ui.upload.hint", { max })}</span>
            )}
          </div>
        </div>
      )}
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
