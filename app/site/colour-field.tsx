// A theme colour: the browser's colour picker and its #RRGGBB text, kept in step (either one
// may be used, the text is what the form submits), with a live check of the colour against
// white: the ratio, and what the site does with it. The brand colour (primary) is darkened by
// the site for text and buttons when it is too light (readableOnWhite, app/site/colour.ts):
// the note says so and shows the shade used. The other two are used as chosen: the note
// warns when white text on the secondary colour (headings, the footer), or it as text on
// white, would be hard to read, and when the accent (focus outlines, borders) would hardly
// show on white.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { numberFormat } from "~/i18n/format";
import { contrastRatio, readableOnWhite } from "~/site/colour";
import type { ThemeColour } from "~/site/settings-schema";
import { Field } from "~/ui/field";

const K = "admin.settings.theme";
const HEX = /^#[0-9a-fA-F]{6}$/;
/** WCAG AA: 4.5:1 for text (the secondary colour), 3:1 for outlines and borders (the accent). */
const MINIMUM: Record<Exclude<ThemeColour, "primary_color">, { ratio: number; message: string }> = {
  secondary_color: { ratio: 4.5, message: `${K}.contrast_low` },
  accent_color: { ratio: 3, message: `${K}.contrast_low_outline` },
};

export function ColourField({
  name,
  defaultValue,
  error,
}: {
  name: ThemeColour;
  defaultValue: string;
  error: string | null;
}) {
  const { t, i18n } = useTranslation();
  const noteId = useId();
  const [value, setValue] = useState(defaultValue);
  const isValid = HEX.test(value.trim());
  const colour = isValid ? value.trim().toLowerCase() : null;
  // The picker needs a valid colour: while the text is being typed it keeps the last one.
  const [pickerValue, setPickerValue] = useState(HEX.test(defaultValue) ? defaultValue.toLowerCase() : "#000000");
  const shown = colour ?? pickerValue;
  const label = t(`${K}.${name}`);

  return (
    <div className="flex flex-col gap-2">
      <Field label={label} name={name} error={error} hint={t(`${K}.${name}_help`)}>
        {(control) => (
          <div className="flex items-center gap-3">
            <input
              type="color"
              value={shown}
              aria-label={t(`${K}.picker`, { colour: label })}
              onChange={(event) => {
                setPickerValue(event.currentTarget.value);
                setValue(event.currentTarget.value.toUpperCase());
              }}
              className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
            />
            {/* A plain input: the note joins the field's own descriptions (TextInput would take the field's only). */}
            <input
              {...control}
              aria-describedby={[control["aria-describedby"], noteId].filter(Boolean).join(" ")}
              value={value}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setValue(next);
                if (HEX.test(next.trim())) setPickerValue(next.trim().toLowerCase());
              }}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              className="field-control min-h-10 w-32 font-mono uppercase"
            />
          </div>
        )}
      </Field>
      <p id={noteId} aria-live="polite" className="text-sm text-slate-700">
        {colour ? <ContrastNote name={name} colour={colour} locale={i18n.language} /> : t(`${K}.contrast_waiting`)}
      </p>
    </div>
  );
}

function ContrastNote({ name, colour, locale }: { name: ThemeColour; colour: string; locale: string }) {
  const { t } = useTranslation();
  const format = (ratio: number) => numberFormat(locale, { maximumFractionDigits: 1 }).format(ratio);
  const ratio = contrastRatio(colour, "#ffffff");
  if (name === "primary_color") {
    const used = readableOnWhite(colour);
    if (used !== colour) {
      return (
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 shrink-0 rounded ring-1 ring-slate-300"
            style={{ backgroundColor: used }}
          />
          {t(`${K}.contrast_darkened`, {
            ratio: format(ratio),
            used: used.toUpperCase(),
            usedRatio: format(contrastRatio(used, "#ffffff")),
          })}
        </span>
      );
    }
    return <>{t(`${K}.contrast_ok`, { ratio: format(ratio) })}</>;
  }
  const minimum = MINIMUM[name];
  if (ratio < minimum.ratio) {
    return <span className="text-amber-800">{t(minimum.message, { ratio: format(ratio) })}</span>;
  }
  return <>{t(`${K}.contrast_ok`, { ratio: format(ratio) })}</>;
}
