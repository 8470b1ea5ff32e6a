// The file input of the upload fields. A native file input draws its button and "no file
// chosen" in the browser's language, whatever the page's: the input is kept (Tab focuses it,
// Enter or Space opens the picker, screen readers name it by the field's label) but visually
// hidden, and a button of ours, in the page's language, shows the focus and opens it on click.
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

export type FilePickerProps = {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  accept: string;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  /** The chosen file (the input is reset, so choosing the same file again fires again). */
  onFile: (file: File) => void;
  /** Opens the picker: the visible button's click. */
  onOpen: () => void;
};

export function FilePicker({ id, inputRef, accept, disabled, describedBy, invalid, onFile, onOpen }: FilePickerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* No name: the file goes to the upload endpoint, only the resulting URL is submitted with a form. */}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) onFile(file);
        }}
        className="peer sr-only"
      />
      {/* Hidden from assistive technology: the input above is the control they use. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onClick={onOpen}
        className={cn(
          buttonClasses({ variant: "outline", size: "sm" }),
          "peer-focus-visible:ring-2 peer-focus-visible:ring-secondary peer-focus-visible:ring-offset-2",
        )}
      >
        {t("ui.upload.choose")}
      </button>
      <span aria-hidden="true" className="text-sm text-slate-600">
        {t("ui.upload.drop_hint")}
      </span>
    </div>
  );
}
