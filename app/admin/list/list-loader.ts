// What a list screen's loader answers when its read failed (settle() gave null): an empty first
// page of the asked size, and the flag the screen turns into its inline load error. One shape,
// so every list screen draws "could not load" the same way.

export type ListPageShape = { total: number; page: number; totalPages: number; size: number };

/** `{ list, hasLoadError }` for the loader's answer; `key` names the page's rows ("pages", "entries"…). */
export function listOrEmpty<K extends string, L extends ListPageShape & Record<K, unknown[]>>(
  key: K,
  list: L | null,
  size: number,
): { list: L; hasLoadError: boolean } {
  if (list !== null) return { list, hasLoadError: false };
  const empty = { total: 0, page: 1, totalPages: 1, size, [key]: [] };
  return { list: empty as unknown as L, hasLoadError: true };
}
