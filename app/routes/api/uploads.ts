// POST /api/uploads?purpose=… (multipart: purpose, file) → { url } or 4xx { error }.
// The query's purpose sets how much of the body the HTTP layer reads (request-handler.server.ts).
// Used by every ImageUpload; the purpose decides limits, folder and who may upload.
import { data } from "react-router";
import { getFixedT } from "~/i18n/i18n.server";
import { ADMIN_ROLES, hasRole } from "~/server/auth.server";
import { logger } from "~/server/logger.server";
import { getStorage } from "~/server/storage.server";
import { getViewer, requireUser } from "~/server/viewer.server";
import { isUploadPurpose, UPLOAD_PURPOSES, uploadErrorAnswer } from "~/uploads/purposes.server";
import { cancelUpload, completeUpload, reserveUpload } from "~/uploads/upload-records.server";
import { readUploadInput, saveUpload, UploadError } from "~/uploads/uploads.server";
import type { Route } from "./+types/uploads";

export async function loader() {
  throw data(null, { status: 405 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const { lang } = getViewer(context);
  const t = await getFixedT(lang);
  const form = await request.formData();
  const purpose = form.get("purpose");
  if (!isUploadPurpose(purpose)) return data({ error: t("uploads.error.unknown_purpose") }, { status: 400 });
  const rule = UPLOAD_PURPOSES[purpose];
  if ("roles" in rule && !hasRole(user, ...rule.roles)) {
    return data({ error: t("errors.forbidden") }, { status: 403 });
  }
  const file = form.get("file");
  const reservation = await reserveUpload({
    userId: user.id,
    purpose,
    size: file instanceof File ? file.size : 0,
    quota: hasRole(user, ...ADMIN_ROLES) ? "admin" : "member",
  });
  if (!reservation.ok) return data({ error: t("uploads.error.quota") }, { status: 429 });
  try {
    const saved = await saveUpload(getStorage(), await readUploadInput(file), {
      ...rule.options,
      folder: rule.folder,
      prefix: purpose === "avatar" ? `${rule.prefix}-${user.id}` : rule.prefix,
    });
    await completeUpload(reservation.id, saved);
    return { url: saved.url, variants: saved.variants };
  } catch (error) {
    await cancelUpload(reservation.id);
    if (error instanceof UploadError) {
      const answer = await uploadErrorAnswer(error, lang);
      return data(answer.body, { status: answer.status });
    }
    logger.error({ err: error }, "upload failed");
    return data({ error: t("ui.upload.failed") }, { status: 500 });
  }
}
