// `?edit=` on a screen whose editor a link can open (the public pages' "Edit" links): "new" for
// an empty editor, a row's id for that row's, anything else no editor (useEditorTargetInUrl).
import { isUuid } from "./validate";

export function parseEditParam(search: URLSearchParams): string | null {
  const value = search.get("edit")?.trim().toLowerCase() ?? "";
  return value === "new" || isUuid(value) ? value : null;
}
