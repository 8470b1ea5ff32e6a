// `?edit=` on a screen whose editor a link can open (the public pages' "Edit" links): "new" for
// an empty editor, a row's id for that row's, anything else no editor (useEditorTargetInUrl).
// A value that names nothing the screen can open — a made-up one, or an id since deleted — is
// said on the screen, never silently ignored.
import { isUuid } from "./validate";

export type EditParam = {
  /** "new", an id, or null (absent or not one of those). */
  edit: string | null;
  /** The id the loader reads, when `edit` is one. */
  id: string | null;
  /** `?edit=` was there but neither "new" nor an id (a mangled link). */
  isMalformed: boolean;
};

export function readEditParam(search: URLSearchParams): EditParam {
  const raw = search.get("edit");
  const value = raw?.trim().toLowerCase() ?? "";
  const edit = value === "new" || isUuid(value) ? value : null;
  return { edit, id: edit !== null && edit !== "new" ? edit : null, isMalformed: raw !== null && edit === null };
}

/** Whether the screen must say that `?edit=` names nothing it can open: `found` is the loader's read of `param.id`. */
export function isEditMissing(param: EditParam, found: unknown): boolean {
  return param.isMalformed || (param.id !== null && (found === null || found === undefined));
}
