// One definition of the upload purposes: the browser's picker and check, and the server's
// checks, read the same types and limits.
import { describe, expect, it } from "vitest";
import { acceptAttribute, checkFile, MB, UPLOAD_PURPOSES, type UploadPurpose } from "~/uploads/purposes";
import { UPLOAD_PURPOSES as SERVER_PURPOSES, uploadBodyLimit, uploadOptions } from "~/uploads/purposes.server";
import { allowedExtensions, maxUploadBytes } from "~/uploads/uploads.server";
import { formatMegabytes } from "~/uploads/use-upload";

const purposes = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[];

describe("upload purposes, client and server", () => {
  it("are the same list on both sides", () => {
    expect(Object.keys(SERVER_PURPOSES).sort()).toEqual([...purposes].sort());
  });

  it.each(purposes)("%s: the server takes exactly the extensions and the size the browser checks", (purpose) => {
    const definition = UPLOAD_PURPOSES[purpose];
    const options = uploadOptions(purpose);
    expect([...allowedExtensions(options)].sort()).toEqual([...definition.extensions].sort());
    expect(maxUploadBytes(options)).toBe(definition.maxBytes);
    expect(SERVER_PURPOSES[purpose].options).toEqual(options);
    expect(uploadBodyLimit(purpose)).toBeGreaterThan(definition.maxBytes);
  });

  it("has the spec's limits", () => {
    const limits = Object.fromEntries(purposes.map((p) => [p, UPLOAD_PURPOSES[p].maxBytes / MB]));
    expect(limits).toEqual({
      avatar: 2,
      "course-thumbnail": 2,
      "service-image": 2,
      "resource-thumbnail": 5,
      "page-thumbnail": 2,
      "trainer-avatar": 2,
      logo: 2,
      logo_square: 2,
      logo_white: 2,
      favicon: 2,
      hero_banner: 5,
      "stats-background": 5,
      "case-study-image": 5,
      "case-study-logo": 2,
      "agency-photo": 5,
      "partner-logo": 2,
      "client-logo": 2,
      "certification-logo": 2,
      "signature-image": 2,
      "stamp-image": 2,
    });
  });

  it("uses the screens' own messages where the spec names them", () => {
    expect(UPLOAD_PURPOSES["agency-photo"].messages).toEqual({
      invalidType: "admin.agencies.photos.error.invalid_file_type",
      tooLarge: "admin.agencies.photos.error.file_too_large",
      failed: "admin.agencies.photos.error.upload",
    });
    expect(UPLOAD_PURPOSES.favicon.messages.failed).toBe("admin.settings.error.favicon_upload");
    expect(UPLOAD_PURPOSES["partner-logo"].messages.failed).toBe("admin.partners.error.logo_upload");
    expect(UPLOAD_PURPOSES.avatar.messages.tooLarge).toBe("profile.error.file_too_large");
    expect(UPLOAD_PURPOSES["stamp-image"].messages).toEqual({
      invalidType: "admin.organisation.error.invalid_file_type",
      tooLarge: "admin.organisation.error.file_too_large",
      failed: "admin.organisation.error.stamp_upload",
    });
  });
});

describe("acceptAttribute", () => {
  it("lists MIME types then extensions", () => {
    expect(acceptAttribute("favicon")).toBe(
      "image/x-icon,image/vnd.microsoft.icon,image/png,image/svg+xml,.ico,.png,.svg",
    );
    expect(acceptAttribute("avatar")).toBe("image/jpeg,image/png,image/gif,image/webp,.jpeg,.jpg,.png,.gif,.webp");
  });
});

describe("checkFile", () => {
  it("refuses an extension the purpose does not take, before looking at the size", () => {
    expect(checkFile({ name: "doc.pdf", size: 10 ** 9 }, "logo")).toBe("invalid_type");
    expect(checkFile({ name: "logo.svg", size: 10 }, "avatar")).toBe("invalid_type");
    expect(checkFile({ name: "icon.ico", size: 10 }, "favicon")).toBeNull();
    expect(checkFile({ name: "icon.ico", size: 10 }, "logo")).toBe("invalid_type");
    expect(checkFile({ name: "Logo.PNG", size: 10 }, "logo")).toBeNull();
    expect(checkFile({ name: "signature.gif", size: 10 }, "signature-image")).toBe("invalid_type");
    expect(checkFile({ name: "signature.svg", size: 10 }, "signature-image")).toBeNull();
  });

  it("refuses a file over the purpose's limit and accepts one at it", () => {
    expect(checkFile({ name: "a.png", size: 2 * MB + 1 }, "partner-logo")).toBe("too_large");
    expect(checkFile({ name: "a.png", size: 2 * MB }, "partner-logo")).toBeNull();
    expect(checkFile({ name: "a.png", size: 5 * MB }, "agency-photo")).toBeNull();
  });
});

describe("formatMegabytes", () => {
  it("keeps whole numbers whole", () => {
    expect(formatMegabytes(2 * 1024 * 1024)).toBe("2");
    expect(formatMegabytes(1.5 * 1024 * 1024, "fr")).toBe("1,5");
    expect(formatMegabytes(1.5 * 1024 * 1024, "en")).toBe("1.5");
  });
});
