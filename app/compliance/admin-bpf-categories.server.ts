// /admin/compliance/categories: the BPF's categories as data (delivery.md §8: the official form
// changes, so staff add, rename, renumber or retire a category without a release). Listed by
// kind with how many registrations and courses use each; created with their kind and code,
// edited (labels, the form's box, the order, offered or not). A category is never deleted, only
// retired (the figures of past years keep it); its code, which exports and the seed key on, is
// fixed once a record uses it. Governed by the matrix's "compliance" module.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { bpf_categories, course_session_registrations, courses } from "#db/schema";
import { type AdminActionSpec, screenMessages } from "~/admin/action.server";
import { auditedInsert, auditedUpdate } from "~/admin/audited-write.server";
import { crudIntents } from "~/admin/crud-intents.server";
import { invalid, notFound, type WriteResult, written } from "~/admin/write-result.server";
import { db } from "~/server/db.server";
import type { AdminBpfCategory, BpfCategoryInput, BpfCategoryParams } from "./admin-schema";
import { bpfCategorySchema } from "./admin-schema";

const E = "admin.bpf_categories.error";
const V = "admin.bpf_categories.validation";
const ENTITY = "bpf_category";

/**
 * How many registrations and courses name the category of the row read. Its id is written
 * `"bpf_categories".id`: a column in a select's field is printed without its table, which the
 * subqueries' own tables would then answer for.
 */
const uses = sql<number>`(
  (select count(*) from ${course_session_registrations} r
    where r.funding_source_id = ${bpf_categories}.id or r.participant_type_id = ${bpf_categories}.id)
  + (select count(*) from ${courses} c
      where c.bpf_objective_id = ${bpf_categories}.id or c.bpf_specialty_id = ${bpf_categories}.id))::int`;

/** Every category (of `kind` when asked), by kind and order: a few dozen rows, all on one page. */
export async function listAdminBpfCategories(params: Pick<BpfCategoryParams, "kind">): Promise<AdminBpfCategory[]> {
  const rows = await db()
    .select({
      id: bpf_categories.id,
      kind: bpf_categories.kind,
      code: bpf_categories.code,
      label_fr: bpf_categories.label_fr,
      label_en: bpf_categories.label_en,
      bpf_line: bpf_categories.bpf_line,
      display_order: bpf_categories.display_order,
      is_active: bpf_categories.is_active,
      uses,
    })
    .from(bpf_categories)
    .where(params.kind ? eq(bpf_categories.kind, params.kind) : undefined)
    .orderBy(asc(bpf_categories.kind), asc(bpf_categories.display_order), asc(bpf_categories.code));
  return rows.map((row) => ({ ...row, uses: Number(row.uses) }));
}

async function isCodeTaken(kind: string, code: string, except?: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: bpf_categories.id })
    .from(bpf_categories)
    .where(
      and(
        eq(bpf_categories.kind, kind as BpfCategoryInput["kind"]),
        eq(bpf_categories.code, code),
        except ? ne(bpf_categories.id, except) : undefined,
      ),
    );
  return Boolean(row);
}

export async function createBpfCategory(input: BpfCategoryInput): Promise<WriteResult> {
  if (await isCodeTaken(input.kind, input.code)) return invalid({ code: `${V}.code_taken` });
  const audit = await auditedInsert(bpf_categories, input, { entity: ENTITY, label: input.label_fr });
  return written(audit, { data: { id: audit.id } });
}

/** Labels, box, order and whether offered; the code too while no record uses it; never the kind. */
export async function updateBpfCategory(id: string, input: BpfCategoryInput): Promise<WriteResult> {
  return auditedUpdate(bpf_categories, id, {
    entity: ENTITY,
    label: input.label_fr,
    missing: notFound(`${E}.not_found`),
    lock: true,
    onlyIfChanged: true,
    check: async (before) => {
      if (input.code === before.code) return null;
      const [row] = await db().select({ uses }).from(bpf_categories).where(eq(bpf_categories.id, id));
      if (Number(row?.uses ?? 0) > 0) return invalid({ code: `${V}.code_in_use` });
      return (await isCodeTaken(before.kind, input.code, id)) ? invalid({ code: `${V}.code_taken` }) : null;
    },
    write: {
      code: input.code,
      label_fr: input.label_fr,
      label_en: input.label_en,
      bpf_line: input.bpf_line,
      display_order: input.display_order,
      is_active: input.is_active,
    },
  });
}

export const bpfCategoryActions: AdminActionSpec = {
  what: "bpf category",
  module: "compliance",
  messages: screenMessages(E),
  intents: crudIntents({
    schema: bpfCategorySchema,
    toasts: "admin.bpf_categories.success",
    create: createBpfCategory,
    update: updateBpfCategory,
    notFound: { update: `${E}.not_found` },
  }),
};
