import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { FilterPanel } from "~/ui/filter-panel";
import { RowActions, useItemIntents } from "~/ui/row-actions";
import { renderInRouter, testI18n } from "../../tests/ssr";

// Radix portals only after mounting in a browser; inline, the dialog's markup can be read.
vi.mock("@radix-ui/react-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@radix-ui/react-dialog")>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));

const i18n = testI18n({
  ui: {
    cancel: "Cancel",
    confirm: "Confirm",
    close: "Close",
    confirm_dialog: { type_to_confirm: "To confirm, type exactly:" },
    toast: { region: "Notifications" },
  },
});

const render = (node: ReactNode, url?: string) => renderInRouter(i18n, node, url);

/** The markup of the first <button> whose text is `text`. */
function button(html: string, text: string): string {
  const match = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].find((m) => m[1].replace(/<[^>]+>/g, "") === text);
  expect(match, `button "${text}"`).toBeTruthy();
  return match?.[0] ?? "";
}

describe("ConfirmDialog", () => {
  const noop = () => undefined;

  it("keeps a typed confirmation's button disabled and says what to type", () => {
    const html = render(
      <ConfirmDialog
        open
        onOpenChange={noop}
        title="Delete user"
        message="This cannot be undone."
        confirmLabel="Delete"
        confirmText="jane@example.com"
        onConfirm={noop}
      />,
    );
    expect(button(html, "Delete")).toMatch(/disabled=""/);
    const id = html.match(
      /<label for="([^"]+)"[^>]*>To confirm, type exactly:(<!-- -->)? <strong[^>]*>jane@example.com<\/strong>/,
    )?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input[^>]*id="${id}"[^>]*value=""`));
  });

  it("says what will happen in its body, read out as its description, beside a keep label", () => {
    const html = render(
      <ConfirmDialog
        open
        onOpenChange={noop}
        title="Cancel your registration?"
        message="Your seat is released; you will receive an e-mail."
        confirmLabel="Cancel my registration"
        cancelLabel="Keep my registration"
        onConfirm={noop}
      />,
    );
    // The body is not empty: the message is in it, as the dialog's description (Radix gives
    // its Description the id the dialog's aria-describedby names).
    expect(html).toMatch(
      /overflow-y-auto[^>]*><div class="[^"]*" id="radix-[^"]+">Your seat is released; you will receive an e-mail.<\/div>/,
    );
    // No "Cancel" beside "Cancel my registration".
    button(html, "Keep my registration");
    button(html, "Cancel my registration");
    expect(html).not.toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it("without a text to type, confirms at once", () => {
    const html = render(
      <ConfirmDialog open onOpenChange={noop} title="Delete?" message="Sure?" confirmLabel="Delete" onConfirm={noop} />,
    );
    expect(button(html, "Delete")).not.toMatch(/disabled=""/);
    expect(html).not.toContain("To confirm, type exactly");
  });
});

function Row({ pending }: { pending: boolean }) {
  const intents = useItemIntents("/admin/testimonials?q=x", { id: "t1" });
  return (
    <RowActions
      intents={intents}
      label="Actions: Jane"
      extra={pending ? [{ intent: "approve", label: "Approve" }] : []}
      edit={{ label: "Edit", onClick: () => undefined }}
      remove={{ label: "Delete", title: "Delete?", message: "Sure?" }}
    />
  );
}

describe("RowActions", () => {
  it("posts plain intents as a form (no JavaScript needed) and asks before deleting", () => {
    const html = render(<Row pending />);
    expect(html).toContain('role="group" aria-label="Actions: Jane"');
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/admin/testimonials?q=x"');
    expect(html).toContain('<input type="hidden" name="id" value="t1"/>');
    const approve = button(html, "Approve");
    expect(approve).toContain('type="submit"');
    expect(approve).toContain('name="intent"');
    expect(approve).toContain('value="approve"');
    expect(button(html, "Edit")).toContain('aria-haspopup="dialog"');
    // Delete is never a plain submit: it opens the confirmation.
    expect(button(html, "Delete")).toMatch(/type="button"[^>]*aria-haspopup="dialog"/);
  });

  it("has no form without plain intents", () => {
    expect(render(<Row pending={false} />)).not.toContain("<form");
  });
});

describe("FilterPanel", () => {
  const panel = (activeCount: number) => (
    <FilterPanel
      title="Filters"
      names={["status"]}
      activeCount={activeCount}
      activeLabel={`${activeCount} active`}
      applyLabel="Apply"
      resetLabel="Reset"
    >
      <select name="status" />
    </FilterPanel>
  );

  it("keeps the other parameters but not the page nor its own, and resets to them", () => {
    const html = render(panel(1), "/?q=java&status=pending&page=3&size=25");
    expect(html).toContain('<input type="hidden" name="q" value="java"/>');
    expect(html).toContain('<input type="hidden" name="size" value="25"/>');
    expect(html).not.toContain('name="page"');
    expect(html).not.toContain('type="hidden" name="status"');
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/"');
    expect(html).toMatch(/<a[^>]*href="\/\?q=java&amp;size=25"[^>]*>Reset<\/a>/);
    expect(button(html, "Apply")).toContain('type="submit"');
  });

  it("is open with a badge while a filter applies, closed otherwise", () => {
    const open = render(panel(1));
    expect(open).toMatch(/<details open=""/);
    expect(open).toContain("1 active");
    const closed = render(panel(0));
    expect(closed).not.toMatch(/<details open/);
    expect(closed).not.toContain("0 active");
  });
});
