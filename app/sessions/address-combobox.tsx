// The location address input with suggestions from /api/address-suggestions
// (ARIA 1.2 combobox with a listbox popup). Typing stays free text; choosing a
// suggestion hands its parts (city, postcode, country, coordinates) to the form.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AddressSuggestion } from "~/sessions/geocoder.server";
import { cn } from "~/ui/cn";
import type { FieldControlProps } from "~/ui/field";

const DEBOUNCE_MS = 300;
const MIN_LENGTH = 3;

type Status = "idle" | "loading" | "error" | "disabled";

export type AddressComboboxProps = {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  onSelect: (suggestion: AddressSuggestion) => void;
};

/** The street line of a suggestion: "12 Rue de la Paix", else the first part of its display name. */
export function streetLine(suggestion: AddressSuggestion): string {
  const { house_number, road } = suggestion.address;
  const street = [house_number, road].filter(Boolean).join(" ");
  return street || suggestion.display_name.split(",")[0]?.trim() || suggestion.display_name;
}

export function AddressCombobox({ control, value, onChange, onSelect }: AddressComboboxProps) {
  const { t } = useTranslation();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [status, setStatus] = useState<Status>("idle");
  // Set when the text changes because of a choice, so that change does not search again.
  const skipSearch = useRef(false);
  const typed = useRef(false);
  // A ref, not the status: the search must run on text changes only, never because its own status changed.
  const disabled = useRef(false);

  useEffect(() => {
    if (disabled.current || !typed.current) return;
    if (skipSearch.current) {
      skipSearch.current = false;
      return;
    }
    const q = value.trim();
    if (q.length < MIN_LENGTH) {
      setSuggestions([]);
      setIsOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setStatus("loading");
      try {
        const response = await fetch(`/api/address-suggestions?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        const body = (await response.json()) as { suggestions?: AddressSuggestion[]; disabled?: boolean };
        if (body.disabled) {
          // No service configured: the field simply stays free text.
          disabled.current = true;
          setStatus("disabled");
          return;
        }
        if (!response.ok || !Array.isArray(body.suggestions)) throw new Error(`HTTP ${response.status}`);
        setSuggestions(body.suggestions);
        setActiveIndex(-1);
        setIsOpen(body.suggestions.length > 0);
        setStatus("idle");
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        setSuggestions([]);
        setIsOpen(false);
        setStatus("error");
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  // Radix closes the dialog on Escape in the capture phase of the document; a
  // window listener runs first, so Escape only closes the list while it is open.
  useEffect(() => {
    if (!isOpen) return;
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === "Escape" && event.target === inputRef.current) {
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
      }
    }
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [isOpen]);

  function choose(suggestion: AddressSuggestion) {
    skipSearch.current = true;
    setIsOpen(false);
    setActiveIndex(-1);
    setSuggestions([]);
    onSelect(suggestion);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!isOpen && suggestions.length > 0) setIsOpen(true);
      setActiveIndex((i) => (suggestions.length === 0 ? -1 : (i + 1) % suggestions.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!isOpen && suggestions.length > 0) setIsOpen(true);
      setActiveIndex((i) => (suggestions.length === 0 ? -1 : i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === "Enter") {
      // Never submit the surrounding session form from this field.
      event.preventDefault();
      if (isOpen && activeIndex >= 0 && suggestions[activeIndex]) choose(suggestions[activeIndex]);
    }
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const describedBy = [control["aria-describedby"], status === "error" ? `${listboxId}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={control.id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={control["aria-invalid"]}
        aria-describedby={describedBy || undefined}
        aria-busy={status === "loading" || undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          typed.current = true;
          onChange(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => window.setTimeout(() => setIsOpen(false), 150)}
        className={cn(
          "block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm",
          "placeholder:text-slate-400 focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-hidden",
          "aria-invalid:border-red-500",
        )}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={t("pages.calendar.location.suggestions")}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={`${suggestion.place_id}-${suggestion.display_name}`}
            id={optionId(index)}
            role="option"
            // Focus stays in the input (aria-activedescendant); the option is never tabbed to.
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // Pointer down, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm text-slate-800",
              index === activeIndex ? "bg-accent/10" : "hover:bg-slate-50",
            )}
          >
            {suggestion.display_name}
          </div>
        ))}
      </div>
      {status === "error" ? (
        <p id={`${listboxId}-error`} className="mt-1 text-sm text-red-700">
          {t("pages.calendar.error.address_suggestions")}
        </p>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {isOpen ? t("pages.calendar.location.suggestions_count", { count: suggestions.length }) : ""}
      </span>
    </div>
  );
}
