import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { BilingualFields, languagesInError } from "~/ui/bilingual-fields";
import { EditorDialog } from "~/ui/editor-dialog";
import { GalleryField } from "~/ui/gallery-field";
import { renderInRouter, testI18n } from "../../tests/ssr";

// Radix draws a dialog through a portal, which renders nothing on the server: draw it in place.
vi.mock("~/ui/dialog", () => ({
  Dialog: ({
    open,
    title,
    children,
    footer,
  }: {
    open: boolean;
    title: ReactNode;
    children: ReactNode;
    footer: ReactNode;
  }) =>
    open ? (
      <div role="dialog">
        <h2>{title}</h2>
        {children}
        <footer>{footer}</footer>
      </div>
    ) : null,
}));

const i18n = testI18n({
  ui: {
    cancel: "Cancel",
    gallery: {
      move_up: "Move image {{n}} up",
      move_down: "Move image {{n}} down",
      remove: "Remove image {{n}}",
    },
    tabs: { label: "Content language", fr: "French", en: "English", has_errors: "contains errors" },
  },
  form: { save: "Save", saving: "Saving…", required: "Required", failed: "Saving failed" },
  gallery: { max_photos: "An agency has at most {{max}} photos.", too_long: "Too long" },
});

/** The markup, without the empty comments React puts between adjacent texts. */
const render = (node: ReactNode) => renderInRouter(i18n, node).replaceAll("<!-- -->", "");

const schema = z.object({ title_fr: z.string().min(1), title_en: z.string().min(1) });

function Editor({ isSaving = false, formError }: { isSaving?: boolean; formError?: string }) {
  const form = useFetcherForm({ schema, onOpenChange: () => {} });
  return (
    <EditorDialog
      form={{ ...form, isSaving, formError }}
      open
      title="Edit the course"
      action="/formations/x"
      intent="update"
      id="0b0f3f5e-6b0a-4a57-9c39-2c8a3f1e0d11"
      saveLabel="Save"
      savingLabel="Saving…"
    >
      <input name="title_fr" defaultValue="Titre" />
    </EditorDialog>
  );
}

describe("EditorDialog", () => {
  it("posts a form to the action with its intent and id, the fields inside, and save bound to it", () => {
    const html = render(<Editor />);
    const formId = html.match(/<form[^>]*id="([^"]+)"/)?.[1];
    expect(formId).toBeTruthy();
    expect(html).toMatch(/<form[^>]*action="\/formations\/x" method="post"/);
    expect(html).toContain('<input type="hidden" name="intent" value="update"/>');
    expect(html).toContain('<input type="hidden" name="id" value="0b0f3f5e-6b0a-4a57-9c39-2c8a3f1e0d11"/>');
    expect(html).toMatch(/<form[^>]*>.*name="title_fr".*<\/form>/s);
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*form="${formId}"[^>]*>Save</button>`));
    expect(html).not.toContain('role="alert"');
  });

  it("says it is saving, and cannot be sent again or cancelled, while the save is on its way", () => {
    const html = render(<Editor isSaving />);
    const save = html.match(/<button type="submit"[^>]*>.*?<\/button>/s)?.[0] ?? "";
    expect(save).toContain("Saving…");
    expect(save).toContain('disabled=""');
    expect(save).toContain('aria-busy="true"');
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Cancel<\/button>/);
  });

  it("shows the answer's message for the whole form as an alert", () => {
    const html = render(<Editor formError="form.failed" />);
    expect(html).toMatch(/role="alert"[^>]*>Saving failed</);
  });
});

describe("BilingualFields", () => {
  const fields = (lang: "fr" | "en") => <input name={`title_${lang}`} />;

  it("keeps both languages in the form, the inactive one hidden, French first", () => {
    const html = render(<BilingualFields>{fields}</BilingualFields>);
    expect(html).toContain('name="title_fr"');
    expect(html).toContain('name="title_en"');
    expect(html).toMatch(/data-state="inactive"[^>]*hidden=""[^>]*data-tab-value="en"/);
    expect(html).toMatch(/aria-selected="true"[^>]*>French</);
    expect(html).not.toContain("contains errors");
  });

  it("flags the tab whose fields were refused, for the eye and for screen readers, and selects it", () => {
    const html = render(
      <BilingualFields errors={{ title_en: "form.required", price: "form.required" }}>{fields}</BilingualFields>,
    );
    const english = html.match(/<button[^>]*>English.*?<\/button>/s)?.[0] ?? "";
    const french = html.match(/<button[^>]*>French.*?<\/button>/s)?.[0] ?? "";
    expect(english).toContain('aria-selected="true"');
    expect(english).toContain('<span aria-hidden="true" class="size-2 rounded-full bg-red-600"></span>');
    expect(english).toContain('<span class="sr-only">(contains errors)</span>');
    expect(french).toContain('aria-selected="false"');
    expect(french).not.toContain("contains errors");
    expect(html).toMatch(/data-state="inactive"[^>]*hidden=""[^>]*data-tab-value="fr"/);
  });

  it("stays on French when both languages hold an error", () => {
    const html = render(<BilingualFields errors={{ title_fr: "x", title_en: "x" }}>{fields}</BilingualFields>);
    expect(html).toMatch(/aria-selected="true"[^>]*>French/);
    expect(html.match(/\(contains errors\)/g)).toHaveLength(2);
  });

  it("knows a field's language by its name's ending, nested names included", () => {
    expect(languagesInError({ "photos.1.caption_en": "x", tags: "x" })).toEqual({ fr: false, en: true });
    expect(languagesInError({ description_fr: "x" })).toEqual({ fr: true, en: false });
  });
});

describe("GalleryField", () => {
  const photos = [
    {
      id: "0b0f3f5e-6b0a-4a57-9c39-2c8a3f1e0d11",
      url: "/uploads/agencies/a.webp",
      caption_fr: "Façade",
      caption_en: "Front",
    },
    { url: "/uploads/agencies/b.webp", caption_fr: "Accueil", caption_en: "" },
  ];

  it("submits each image under its index, in the order shown, with its id when stored", () => {
    const html = render(
      <GalleryField name="photos" label="Photos" purpose="agency-photo" defaultItems={photos} withAlt />,
    );
    const names = [...html.matchAll(/name="(photos\.[^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [
      name,
      value,
    ]);
    expect(names).toEqual([
      ["photos.0.url", "/uploads/agencies/a.webp"],
      ["photos.0.id", "0b0f3f5e-6b0a-4a57-9c39-2c8a3f1e0d11"],
      ["photos.0.caption_fr", "Façade"],
      ["photos.0.caption_en", "Front"],
      ["photos.0.alt_fr", ""],
      ["photos.0.alt_en", ""],
      ["photos.1.url", "/uploads/agencies/b.webp"],
      ["photos.1.caption_fr", "Accueil"],
      ["photos.1.caption_en", ""],
      ["photos.1.alt_fr", ""],
      ["photos.1.alt_en", ""],
    ]);
  });

  it("offers the shared up and down buttons, named for their image, the ends saying they are unavailable", () => {
    const html = render(<GalleryField name="photos" label="Photos" purpose="agency-photo" defaultItems={photos} />);
    const button = (label: string) => html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? "";
    // Focusable at the ends (aria-disabled, not disabled): the focus stays on a button just pressed.
    expect(button("Move image 1 up")).toContain('aria-disabled="true"');
    expect(button("Move image 1 down")).not.toContain('aria-disabled="true"');
    expect(button("Move image 2 up")).not.toContain('aria-disabled="true"');
    expect(button("Move image 2 down")).toContain('aria-disabled="true"');
    expect(button("Move image 2 down")).not.toContain(' disabled=""');
    expect(button("Remove image 2")).toBeTruthy();
  });

  it("takes images of its purpose and stops adding at its maximum, with the screen's message", () => {
    const open = render(
      <GalleryField name="photos" label="Photos" purpose="agency-photo" maxItems={5} defaultItems={photos} />,
    );
    expect(open).toMatch(/<input[^>]*type="file"[^>]*accept="image\/jpeg,[^"]*\.svg"/);
    const full = render(
      <GalleryField
        name="photos"
        label="Photos"
        purpose="agency-photo"
        maxItems={2}
        maxMessageKey="gallery.max_photos"
        defaultItems={photos}
        errors={{ "photos.1.caption_en": "gallery.too_long" }}
      />,
    );
    expect(full).not.toContain('type="file"');
    expect(full).toContain("An agency has at most 2 photos.");
    expect(full).toMatch(
      /name="photos\.1\.caption_en"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="photos\.1\.caption_en"/,
    );
  });
});
