import * as RadixTabs from "@radix-ui/react-tabs";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/ui/cn";

export type TabItem<V extends string = string> = {
  value: V;
  label: ReactNode;
  content: ReactNode;
  /** Adds a red dot (and a screen-reader note) on the tab, e.g. when its panel holds field errors. */
  hasError?: boolean;
};

export type TabsProps<V extends string = string> = {
  items: TabItem<V>[];
  /** Accessible name of the tab list. */
  label: string;
  defaultValue?: V;
  value?: V;
  onValueChange?: (value: V) => void;
  /**
   * Keep every panel in the DOM (inactive ones `hidden`) so inputs of hidden panels are still
   * submitted with the surrounding form.
   */
  keepMounted?: boolean;
  className?: string;
};

export function Tabs<V extends string = string>({
  items,
  label,
  defaultValue,
  value,
  onValueChange,
  keepMounted = false,
  className,
}: TabsProps<V>) {
  const { t } = useTranslation();
  const [innerValue, setInnerValue] = useState<V | undefined>(defaultValue ?? items[0]?.value);
  const current = value ?? innerValue;
  const rootRef = useRef<HTMLDivElement>(null);

  function select(next: V) {
    setInnerValue(next);
    onValueChange?.(next);
  }

  // With panels kept mounted, browser validation may target a required input in a hidden panel
  // and block the submit without showing anything: reveal that panel first. `invalid` does not
  // bubble, hence a native capture listener rather than a React prop.
  const selectRef = useRef(select);
  selectRef.current = select;
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !keepMounted) return;
    function onInvalid(event: Event) {
      const panel = (event.target as Element).closest<HTMLElement>("[data-tab-value]");
      const panelValue = panel?.dataset.tabValue;
      if (panel?.hidden && panelValue) selectRef.current(panelValue as V);
    }
    root.addEventListener("invalid", onInvalid, true);
    return () => root.removeEventListener("invalid", onInvalid, true);
  }, [keepMounted]);

  return (
    <RadixTabs.Root
      ref={rootRef}
      value={current}
      onValueChange={(next) => select(next as V)}
      className={cn("flex flex-col gap-4", className)}
    >
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            // A component class (app/app.css), repeated on every tab.
            className="tab"
          >
            {item.label}
            {item.hasError ? (
              <>
                <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
                <span className="sr-only">({t("ui.tabs.has_errors")})</span>
              </>
            ) : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          data-tab-value={item.value}
          forceMount={keepMounted ? true : undefined}
          // Radix leaves force-mounted panels visible; hide the inactive one ourselves.
          hidden={keepMounted ? item.value !== current : undefined}
          className="focus-visible:outline-offset-4"
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
