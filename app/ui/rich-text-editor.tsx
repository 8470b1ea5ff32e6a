// TipTap rich-text field for admin forms. The HTML goes into a hidden input,
// so the surrounding form posts it like any other field; the server sanitises
// it (sanitizeRichText) before storing. Rendered only after hydration
// (`immediatelyRender: false`): ProseMirror needs the DOM.
import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/ui/cn";
import { FieldHint, RequiredMark } from "~/ui/field";
import { StrokeIcon } from "~/ui/icon";

export type RichTextEditorProps = {
  /** Name of the hidden input carrying the HTML. */
  name: string;
  label: string;
  defaultValue?: string;
  /** Already translated error message. */
  error?: string | null;
  hint?: string;
  required?: boolean;
  className?: string;
  /** Called with the new HTML after each change typed or formatted (an unsaved-changes warning listens). */
  onChange?: (html: string) => void;
};

// Links may only point to the web, e-mail, phone or our own pages.
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

export function normaliseHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (SAFE_HREF.test(value)) return value;
  // "example.com/page" typed without a scheme.
  if (/^[\w.-]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value)) return `https://${value}`;
  return null;
}

export function RichTextEditor({
  name,
  label,
  defaultValue = "",
  error,
  hint,
  required,
  className,
  onChange,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const editorId = `${id}-editor`;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const [html, setHtml] = useState(defaultValue);
  // The editor keeps the callbacks it was created with: read the latest through a ref.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // Not in the sanitiser's allow-list: offering them would lose the user's formatting on save.
        strike: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto", "tel"],
          isAllowedUri: (url) => normaliseHref(url) !== null,
        },
      }),
      // Keeps images already present in stored content (no toolbar button: uploads go elsewhere).
      Image,
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        id: editorId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        class: "prose-content min-h-[200px] px-3 py-2 text-sm text-slate-900 focus:outline-hidden",
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = current.isEmpty ? "" : current.getHTML();
      setHtml(next);
      onChangeRef.current?.(next);
    },
  });

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <input type="hidden" name={name} value={html} />
      {/* Not a <label>: a contenteditable is not labelable; aria-labelledby names it instead. */}
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div
        className={cn(
          "overflow-hidden rounded-lg border bg-white shadow-sm focus-within:ring-2",
          error
            ? "border-red-500 focus-within:ring-red-500/30"
            : "border-slate-300 focus-within:border-accent focus-within:ring-accent/40",
        )}
      >
        <Toolbar editor={editor} label={label} editorId={editorId} />
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div aria-hidden="true" className="min-h-[200px] px-3 py-2 text-sm text-slate-400">
            {t("ui.loading")}
          </div>
        )}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ToolState = {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

type Tool = {
  key: string;
  label: string;
  icon: ReactNode;
  /** aria-pressed for toggles; undefined for plain actions (undo/redo/link). */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
};

/**
 * A WAI-ARIA toolbar: one tab stop, arrow keys (and Home/End) move between buttons.
 * The editor itself keeps TipTap's shortcuts (Ctrl/Cmd+B, I, U, Z, Shift+Z…).
 */
function Toolbar({ editor, label, editorId }: { editor: Editor | null; label: string; editorId: string }) {
  const { t } = useTranslation();
  const [focusIndex, setFocusIndex] = useState(0);
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }): ToolState | null =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            underline: e.isActive("underline"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bulletList: e.isActive("bulletList"),
            orderedList: e.isActive("orderedList"),
            blockquote: e.isActive("blockquote"),
            link: e.isActive("link"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const chain = () => editor?.chain().focus();
  const tools: Tool[] = [
    {
      key: "bold",
      label: t("ui.editor.bold"),
      icon: <b>B</b>,
      pressed: state?.bold,
      run: () => chain()?.toggleBold().run(),
    },
    {
      key: "italic",
      label: t("ui.editor.italic"),
      icon: <i className="font-serif">I</i>,
      pressed: state?.italic,
      run: () => chain()?.toggleItalic().run(),
    },
    {
      key: "underline",
      label: t("ui.editor.underline"),
      icon: <u>U</u>,
      pressed: state?.underline,
      run: () => chain()?.toggleUnderline().run(),
    },
    {
      key: "h2",
      label: t("ui.editor.heading2"),
      icon: <span>H2</span>,
      pressed: state?.h2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      label: t("ui.editor.heading3"),
      icon: <span>H3</span>,
      pressed: state?.h3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bulletList",
      label: t("ui.editor.bullet_list"),
      icon: <Icon d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
      pressed: state?.bulletList,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      key: "orderedList",
      label: t("ui.editor.ordered_list"),
      icon: <Icon d="M10 6h10M10 12h10M10 18h10M4 5h1v4M4 9h2M4 14.5a1 1 0 011-1h.5a1 1 0 01.6 1.8L4 18h2.5" />,
      pressed: state?.orderedList,
      run: () => chain()?.toggleOrderedList().run(),
    },
    {
      key: "blockquote",
      label: t("ui.editor.blockquote"),
      icon: <Icon d="M7 7h4v4H8a1 1 0 00-1 1v3M14 7h4v4h-3a1 1 0 00-1 1v3" />,
      pressed: state?.blockquote,
      run: () => chain()?.toggleBlockquote().run(),
    },
    {
      key: "link",
      label: t("ui.editor.link"),
      icon: (
        <Icon d="M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1" />
      ),
      pressed: state?.link,
      run: () => setIsLinkOpen((open) => !open),
    },
    {
      key: "undo",
      label: t("ui.editor.undo"),
      icon: <Icon d="M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-3" />,
      disabled: !state?.canUndo,
      run: () => chain()?.undo().run(),
    },
    {
      key: "redo",
      label: t("ui.editor.redo"),
      icon: <Icon d="M15 14l5-5-5-5M20 9H9a5 5 0 000 10h3" />,
      disabled: !state?.canRedo,
      run: () => chain()?.redo().run(),
    },
  ];

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const next =
      event.key === "ArrowRight"
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === "ArrowLeft"
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <>
      <div
        role="toolbar"
        aria-label={t("ui.editor.toolbar", { field: label })}
        aria-controls={editorId}
        onKeyDown={moveFocus}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
      >
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            aria-expanded={tool.key === "link" ? isLinkOpen : undefined}
            disabled={!editor || tool.disabled}
            onFocus={() => setFocusIndex(index)}
            // Keep the editor's selection: the command refocuses it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
            className={cn(
              "inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm text-slate-700 transition-colors",
              "hover:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40",
              tool.pressed && "bg-secondary/10 text-secondary ring-1 ring-secondary/30",
            )}
          >
            {tool.icon}
          </button>
        ))}
      </div>
      {isLinkOpen && editor ? (
        <LinkPanel
          editor={editor}
          onClose={() => {
            setIsLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** Inline URL input (no nested <form>: the editor already sits inside one). */
function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [value, setValue] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [isInvalid, setIsInvalid] = useState(false);

  function apply() {
    if (!value.trim()) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onClose();
      return;
    }
    const href = normaliseHref(value);
    if (!href) {
      setIsInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    // With nothing selected, insert the address itself as the link text.
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      // Enter would submit the surrounding form.
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      // Escape would otherwise close the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white p-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t("ui.editor.link_url")}
      </label>
      <input
        id={inputId}
        type="url"
        // biome-ignore lint/a11y/noAutofocus: the panel opens on request, typing the address is the next step
        autoFocus
        value={value}
        placeholder="https://"
        aria-invalid={isInvalid || undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setIsInvalid(false);
        }}
        onKeyDown={onKeyDown}
        className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm aria-invalid:border-red-500"
      />
      <button
        type="button"
        onClick={apply}
        className="h-8 rounded-md bg-secondary px-3 text-sm font-semibold text-white hover:bg-secondary/90"
      >
        {t("ui.editor.link_apply")}
      </button>
      {editor.isActive("link") ? (
        <button
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            onClose();
          }}
          className="h-8 rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t("ui.editor.link_remove")}
        </button>
      ) : null}
      <button type="button" onClick={onClose} className="h-8 rounded-md px-3 text-sm text-slate-700 hover:bg-slate-100">
        {t("ui.cancel")}
      </button>
      {isInvalid ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {t("ui.editor.link_invalid")}
        </p>
      ) : null}
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <StrokeIcon className="size-4">
      <path d={d} />
    </StrokeIcon>
  );
}
