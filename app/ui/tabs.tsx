import * as RadixTabs from "@radix-ui/react-tabs";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";

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
      <ScrollingTabList label={label}>
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
      </ScrollingTabList>
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

/**
 * The tab list, scrolled sideways when its tabs are wider than the screen (a course's six tabs on
 * a 390 px phone): a fade and an arrow button at each edge that has more tabs behind it, so
 * nobody takes the visible tabs for all of them. Keyboard users move with the arrow keys, which
 * bring the focused tab into view; the buttons are for pointers and touch, out of the tab order.
 */
function ScrollingTabList({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // A pixel of slack: zoomed screens leave fractions of a pixel unscrolled.
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setEdges((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      list.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: "smooth" });
  };

  return (
    <div className="relative">
      <RadixTabs.List
        ref={listRef}
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none]"
      >
        {children}
      </RadixTabs.List>
      {edges.before ? <ScrollEdge side="before" label={t("ui.tabs.scroll_back")} onClick={() => scrollBy(-1)} /> : null}
      {edges.after ? <ScrollEdge side="after" label={t("ui.tabs.scroll_forward")} onClick={() => scrollBy(1)} /> : null}
    </div>
  );
}

function ScrollEdge({ side, label, onClick }: { side: "before" | "after"; label: string; onClick: () => void }) {
  const isBefore = side === "before";
  return (
    <div
      className={cn(
        "pointer-events-none absolute inset-y-0 flex w-14 items-center from-white via-white/90 to-transparent",
        isBefore ? "left-0 justify-start bg-gradient-to-r" : "right-0 justify-end bg-gradient-to-l",
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label={label}
        onClick={onClick}
        className="pointer-events-auto flex size-8 items-center justify-center rounded-full bg-white text-secondary shadow ring-1 ring-slate-200 hover:bg-slate-50"
      >
        <Icon name="chevron-right" className={cn("size-5", isBefore && "rotate-180")} />
      </button>
    </div>
  );
}
