import * as RadixDialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";

export type DialogSize = "sm" | "md" | "lg" | "xl";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * The body's opening text, read out as the dialog's description: what a confirmation will
   * do ("your seat is released; you will receive an e-mail"). A question in the title with its
   * consequences in small print under it read as an empty dialog.
   */
  message?: ReactNode;
  children?: ReactNode;
  /**
   * Actions row pinned below the scrollable body. A form in the body is submitted from here
   * by its `id` (the save button's `form={id}`): EditorDialog does that.
   */
  footer?: ReactNode;
  size?: DialogSize;
  className?: string;
};

const sizeClasses: Record<DialogSize, string> = {
  sm: "sm:max-w-sm",
  md: "sm:max-w-lg",
  lg: "sm:max-w-2xl",
  xl: "sm:max-w-4xl",
};

/** Modal dialog: focus trap, Escape, scroll lock and labelling come from Radix; we only add layout. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  message,
  children,
  footer,
  size = "md",
  className,
}: DialogProps) {
  const { t } = useTranslation();
  // Our dialogs open from state, not from a Radix Trigger, so Radix has no trigger to give
  // focus back to on close: remember what had focus when the dialog opened (read during the
  // render that opens it, before Radix moves focus inside) and return there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  // Radix warns when no description is linked; an explicit undefined says "none on purpose".
  const describedBy = description || message ? undefined : { "aria-describedby": undefined };
  const hasBody = Boolean(message) || (children !== undefined && children !== null && children !== false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px] transition-opacity duration-200 starting:opacity-0" />
        <RadixDialog.Content
          {...describedBy}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            // Mobile: a full-width sheet from the bottom edge; from `sm` up: a centred card.
            "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl",
            "transition duration-200 starting:translate-y-4 starting:opacity-0 focus:outline-hidden",
            "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
            sizeClasses[size],
            className,
          )}
        >
          <div
            className={cn(
              "flex items-start justify-between gap-4 px-5 py-4 sm:px-6",
              hasBody && "border-b border-slate-200",
            )}
          >
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-secondary">{title}</RadixDialog.Title>
              {description ? (
                // A div, not Radix's default <p>, so callers may pass block content.
                <RadixDialog.Description asChild>
                  <div className="mt-1 text-sm text-slate-600">{description}</div>
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={t("ui.close")}
              className="-m-1 rounded-md p-1 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
            >
              <Icon name="close" className="size-5" />
            </RadixDialog.Close>
          </div>
          {hasBody ? (
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 sm:px-6">
              {message ? (
                // Only one Description per dialog: a dialog given both keeps the header's.
                description ? (
                  <div className="text-base text-slate-800">{message}</div>
                ) : (
                  <RadixDialog.Description asChild>
                    <div className="text-base text-slate-800">{message}</div>
                  </RadixDialog.Description>
                )
              ) : null}
              {message && children ? <div className="mt-4">{children}</div> : children}
            </div>
          ) : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
