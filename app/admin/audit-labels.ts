// How the audit log names what changed: a field's label (the entity's own wording, else the
// general one, else the column name made readable) and an enum value's label (the wording the
// screens already use for a status, a role, a type). Browser-safe: the audit log and the
// dashboard draw entries with it.

/** The translation prefix of a field's values, per entity type; `*` applies to any entity. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  registration: { status: "admin.sessions.status", payment_status: "admin.sessions.payment" },
  session: { status: "pages.calendar.status", delivery_mode: "pages.calendar.editor.delivery_modes" },
  bpf_category: { kind: "admin.bpf_categories.kinds" },
  testimonial: { status: "admin.testimonials.status" },
  message: { status: "admin.messages.status", type: "admin.messages.types" },
  page: { type: "admin.pages.types" },
  client: { size: "admin.clients.sizes" },
  service: { size: "pages.services.sizes" },
  resource: { type: "pages.resources.types" },
  accessibility_case: { status: "admin.accessibility.statuses" },
  "*": { role: "roles", language: "languages", payment_status: "admin.sessions.payment" },
};

type Translator = {
  t: (key: string) => string;
  exists: (key: string) => boolean;
};

const A = "admin.audit";

/** "payment_status" → "Payment status": the last resort for a column nobody has named yet. */
export function humanizeField(field: string): string {
  const words = field.replace(/_/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/** A field of an entity as the log shows it: the entity's own label, the general one, or the name made readable. */
export function auditFieldLabel({ t, exists }: Translator, entity: string, field: string): string {
  for (const key of [`${A}.entity_fields.${entity}.${field}`, `${A}.fields.${field}`]) {
    if (exists(key)) return t(key);
  }
  return humanizeField(field);
}

function valuePrefix(entity: string, field: string): string | undefined {
  const own = Object.hasOwn(VALUE_LABELS, entity) ? VALUE_LABELS[entity] : undefined;
  if (own && Object.hasOwn(own, field)) return own[field];
  return Object.hasOwn(VALUE_LABELS["*"], field) ? VALUE_LABELS["*"][field] : undefined;
}

/** An enum's value in words ("confirmed" → "Confirmée"); any other value as it is. */
export function auditValueLabel({ t, exists }: Translator, entity: string, field: string, value: unknown): unknown {
  if (typeof value !== "string") return value;
  const prefix = valuePrefix(entity, field);
  if (!prefix || !/^[a-z][a-z0-9_]*$/.test(value)) return value;
  const key = `${prefix}.${value}`;
  return exists(key) ? t(key) : value;
}
