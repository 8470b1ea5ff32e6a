// The drawn signature (delivery.md §1): a box to sign in with a finger, a pen or a mouse
// (pointer events), whose strokes go to the server as numbers in a hidden field, scaled to
// SIGNATURE_BOX whatever the box's size on screen; the server draws the SVG from them
// (signature-svg.ts). Used by the signing page, the kiosk and the trainer's co-signature.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SIGNATURE_BOX } from "./rules";

type Point = [number, number];

export type SignaturePadProps = {
  /** The hidden field's name (the form's `strokes`). */
  name?: string;
  /** The label above the box. */
  label: string;
  /** Told whenever the drawing changes: whether something is drawn. */
  onChange?: (hasStrokes: boolean) => void;
  /** A refusal to show under the box (already translated). */
  error?: string;
};

const round = (value: number) => Math.round(value * 10) / 10;

export function SignaturePad({ name = "strokes", label, onChange, error }: SignaturePadProps) {
  const { t } = useTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);

  // Redraws every stroke at the canvas's own pixel size (it follows the box's width).
  const redraw = useCallback((all: Point[][]) => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = element.getBoundingClientRect();
    if (element.width !== Math.round(width * ratio)) {
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
    }
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, element.width, element.height);
    context.scale(element.width / SIGNATURE_BOX.width, element.height / SIGNATURE_BOX.height);
    context.lineWidth = 3;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#0f172a";
    for (const stroke of all) {
      context.beginPath();
      for (const [index, [x, y]] of stroke.entries()) {
        if (index === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      }
      if (stroke.length === 1) context.lineTo(stroke[0][0] + 0.5, stroke[0][1]);
      context.stroke();
    }
  }, []);

  useEffect(() => {
    redraw(strokes);
    const onResize = () => redraw(strokes);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [strokes, redraw]);

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * SIGNATURE_BOX.width;
    const y = ((event.clientY - box.top) / box.height) * SIGNATURE_BOX.height;
    return [
      round(Math.min(SIGNATURE_BOX.width, Math.max(0, x))),
      round(Math.min(SIGNATURE_BOX.height, Math.max(0, y))),
    ];
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = [pointOf(event)];
    redraw([...strokes, drawing.current]);
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    event.preventDefault();
    drawing.current.push(pointOf(event));
    redraw([...strokes, drawing.current]);
  };
  const end = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (!stroke) return;
    const next = [...strokes, stroke];
    setStrokes(next);
    onChange?.(true);
  };
  const clear = () => {
    setStrokes([]);
    onChange?.(false);
  };

  const hint = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <button
          type="button"
          onClick={clear}
          disabled={strokes.length === 0}
          className="text-sm font-medium text-slate-600 underline underline-offset-2 disabled:no-underline disabled:opacity-40"
        >
          {t("attendance.pad.clear")}
        </button>
      </div>
      <canvas
        id={id}
        ref={canvas}
        role="img"
        aria-label={strokes.length > 0 ? t("attendance.pad.drawn") : t("attendance.pad.empty")}
        aria-describedby={error ? `${hint} ${errorId}` : hint}
        data-testid="signature-pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
        className={`block aspect-[3/1] w-full touch-none rounded-lg border-2 border-dashed bg-white ${error ? "border-red-500" : "border-slate-300"}`}
      />
      <p id={hint} className="text-xs text-slate-500">
        {t("attendance.pad.hint")}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <input type="hidden" name={name} value={strokes.length > 0 ? JSON.stringify(strokes) : ""} />
    </div>
  );
}
