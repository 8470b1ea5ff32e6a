import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/ui/button";
import { Icon } from "~/ui/icon";

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The admin "add" button; omit it for visitors (the loader decides who is an admin). */
  add?: { label: ReactNode; onClick: () => void; variant?: ButtonProps["variant"] };
  /** Other actions on the whole list, before "add" (an export link). */
  actions?: ReactNode;
};

/** The heading block of a list page: title, subtitle and, for admins, an "add" button that opens the editor. */
export function PageHeader({ title, subtitle, add, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="type-title text-secondary">{title}</h1>
        {subtitle ? <p className="mt-2 max-w-2xl text-slate-600">{subtitle}</p> : null}
      </div>
      {add || actions ? (
        <div className="flex flex-wrap gap-2">
          {actions}
          {add ? <AddButton add={add} /> : null}
        </div>
      ) : null}
    </header>
  );
}

/** The editors' "add" button of a page's heading: opens the page's editor. */
export function AddButton({ add }: { add: NonNullable<PageHeaderProps["add"]> }) {
  return (
    <Button variant={add.variant} onClick={add.onClick} aria-haspopup="dialog">
      <Icon name="plus" className="size-4" />
      {add.label}
    </Button>
  );
}
