// The compliance list's sections and limits (delivery.md §1, "Staff see … a compliance list
// across sessions"). Browser-safe: the screen and the loader share them.

export const COMPLIANCE_SECTIONS = ["unsigned", "amended", "shared_device", "holiday"] as const;
export type ComplianceSection = (typeof COMPLIANCE_SECTIONS)[number];

/** Rows a section shows at first; "show more" raises it to COMPLIANCE_MORE. */
export const COMPLIANCE_FIRST = 10;
export const COMPLIANCE_MORE = 200;

/** Signatures from one device this close together are suspicious. */
export const SHARED_DEVICE_SECONDS = 60;

/** The section whose "show more" was asked (`?more=`), or null. */
export function parseComplianceMore(search: URLSearchParams): ComplianceSection | null {
  const asked = search.get("more");
  return (COMPLIANCE_SECTIONS as readonly string[]).includes(asked ?? "") ? (asked as ComplianceSection) : null;
}
