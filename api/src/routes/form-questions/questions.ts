import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { type FormTypeName, formQuestions, formTypes } from '../../db/schema';
import { likeContaining } from '../../db/sql';
import { unprocessable } from '../../plugins/http-errors';
import { DEFAULT_FIELDS, nameFromLabel, PROTECTED_NAMES, type QuestionFields } from './defaults';
import { API_NAMES, type FormQuestionInput, OPTION_TYPES, WIDTHS } from './schemas';

type QuestionInput = Static<typeof FormQuestionInput>;
type QuestionRow = typeof formQuestions.$inferSelect;
type FormTypeRow = typeof formTypes.$inferSelect;

export const invalid = (message: string) => unprocessable(message, [message]);

export const questionView = (row: QuestionRow) => ({
  id: row.id,
  form_type_id: row.formTypeId,
  label: row.label,
  name: row.name,
  question_type: row.questionType,
  required: row.required,
  width: row.width,
  options: row.options,
  default_value: row.defaultValue,
  api_enable: row.apiEnable,
  api_name: row.apiName,
  question_name: row.questionName,
  position: row.position,
});

/** The condo's two form types, made on first use: one row per name, so concurrent first reads make one each. */
export async function formTypesOf(db: Db, condoId: number, now: Date) {
  const names: FormTypeName[] = ['incident', 'report'];
  await db
    .insert(formTypes)
    .values(names.map((name) => ({ condoId, name, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
  const rows = await db.select().from(formTypes).where(eq(formTypes.condoId, condoId));
  return rows.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
}

/** The form type, if it is the condo's: another condo's id reads as one that does not exist. */
export async function formTypeOf(db: Db, condoId: number, id: number): Promise<FormTypeRow> {
  const [row] = await db
    .select()
    .from(formTypes)
    .where(and(eq(formTypes.id, id), eq(formTypes.condoId, condoId)));
  if (!row) throw invalid(`form_type_id ${id} must be a form type of this condo`);
  return row;
}

export async function questionsOf(db: Db, formTypeId: number, search?: string) {
  const filters: SQL[] = [eq(formQuestions.formTypeId, formTypeId)];
  if (search) {
    const pattern = likeContaining(search);
    filters.push(or(ilike(formQuestions.label, pattern), ilike(formQuestions.name, pattern)) as SQL);
  }
  return db
    .select()
    .from(formQuestions)
    .where(and(...filters))
    .orderBy(asc(formQuestions.position), asc(formQuestions.id));
}

/** Holds the form's row until the transaction ends: saves of one form, and its default creation, run one at a time. */
async function lockForm(tx: Db, formTypeId: number) {
  await tx.select({ id: formTypes.id }).from(formTypes).where(eq(formTypes.id, formTypeId)).for('update');
}

/**
 * A form with no fields gets the default set (spec part 3 §4, §9), once: under the form's row lock the emptiness is
 * checked again, and the unique (form, name) index stops a second set even without the lock.
 */
export async function ensureDefaults(db: Db, formType: FormTypeRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForm(tx as unknown as Db, formType.id);
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(formQuestions)
      .where(eq(formQuestions.formTypeId, formType.id));
    if ((existing?.n ?? 0) > 0) return;
    await tx
      .insert(formQuestions)
      .values(
        DEFAULT_FIELDS[formType.name].map((fields, position) => ({
          ...fields,
          condoId: formType.condoId,
          formTypeId: formType.id,
          position,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  });
}

/** The input checked against spec part 3 §3 and §5, as the fields to store; `existing` is the field it changes. */
export function checkedFields(input: QuestionInput, form: FormTypeName, existing?: QuestionRow): QuestionFields {
  const label = input.label.trim();
  if (!label) throw invalid('Label is required');
  const widths: readonly string[] = WIDTHS[form];
  if (!widths.includes(input.width)) {
    throw invalid(`width must be ${widths.map((width) => `"${width}"`).join(' or ')} for ${form} fields`);
  }
  const hasOptions = OPTION_TYPES.has(input.question_type);
  const apiEnable = hasOptions && (input.api_enable ?? false);
  const apiName = apiEnable ? input.api_name || null : null;
  if (apiEnable && !apiName) throw invalid(`api_name must be one of ${API_NAMES.join(', ')} when api_enable is set`);
  // Blank options are dropped on save (spec part 3 §5).
  const options = hasOptions ? (input.options ?? []).map((option) => option.trim()).filter(Boolean) : [];
  if (hasOptions && !apiEnable && !options.length) {
    throw invalid(`options: a ${input.question_type} field needs at least one option`);
  }
  const name = existing?.name ?? (input.name?.trim() || nameFromLabel(label, input.question_type));
  if (!name) throw invalid('name must not be empty');
  const fields: QuestionFields = {
    label,
    name,
    questionType: input.question_type,
    required: input.required ?? false,
    width: input.width,
    options,
    defaultValue: input.default_value?.trim() || null,
    apiEnable,
    apiName,
    questionName: (input.question_name ?? []).map((item) => item.trim()).filter(Boolean),
  };
  if (existing && PROTECTED_NAMES.has(existing.name)) refuseProtectedChange(existing, fields);
  return fields;
}

function refuseProtectedChange(existing: QuestionRow, fields: QuestionFields) {
  const changed = [
    existing.questionType !== fields.questionType && 'question type',
    existing.width !== fields.width && 'width',
    existing.required !== fields.required && 'required flag',
    JSON.stringify(existing.options) !== JSON.stringify(fields.options) && 'options',
    // A list of people in place of the options changes them too.
    (existing.apiEnable !== fields.apiEnable || (existing.apiName ?? null) !== (fields.apiName ?? null)) &&
      'options source',
  ].filter(Boolean);
  if (changed.length) {
    throw invalid(`${existing.name} is a protected field: its ${changed.join(', ')} cannot change`);
  }
}

const sameFields = (row: QuestionRow, fields: QuestionFields) =>
  (Object.keys(fields) as (keyof QuestionFields)[]).every(
    (key) => JSON.stringify(row[key]) === JSON.stringify(fields[key]),
  );

/**
 * Saves a form's fields in the posted order (spec part 3 §4: saving posts the whole list): an entry with an id changes
 * that field, one without adds a field. The posted fields take places 0…n-1 and fields left out keep their order
 * after them, so a save from a searched list moves only what it shows. A new entry whose name the form already has is
 * refused unless it is identical to that field, in which case it is that field: posting the default set twice (two
 * first loads at once) leaves one set.
 */
export async function saveQuestions(db: Db, formType: FormTypeRow, inputs: QuestionInput[], now: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockForm(tx, formType.id);
    const existing = await questionsOf(tx, formType.id);
    const byId = new Map(existing.map((row) => [row.id, row]));
    const byName = new Map(existing.map((row) => [row.name, row]));
    const placed: number[] = [];
    const seenNames = new Set<string>();
    for (const input of inputs) {
      const current = input.id === undefined ? undefined : byId.get(input.id);
      if (input.id !== undefined && !current) throw invalid(`id ${input.id} must be a field of this form`);
      const fields = checkedFields(input, formType.name, current);
      if (seenNames.has(fields.name)) throw invalid(`${fields.name} appears twice in form_questions`);
      seenNames.add(fields.name);
      if (current) {
        await tx
          .update(formQuestions)
          .set({ ...fields, updatedAt: now })
          .where(eq(formQuestions.id, current.id));
        placed.push(current.id);
        continue;
      }
      const same = byName.get(fields.name);
      if (same) {
        if (!sameFields(same, fields)) throw invalid(`A field named ${fields.name} already exists in this form`);
        placed.push(same.id);
        continue;
      }
      const [row] = await tx
        .insert(formQuestions)
        .values({
          ...fields,
          condoId: formType.condoId,
          formTypeId: formType.id,
          position: existing.length + placed.length,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: formQuestions.id });
      placed.push((row as { id: number }).id);
    }
    const placedSet = new Set(placed);
    const order = [...placed, ...existing.filter((row) => !placedSet.has(row.id)).map((row) => row.id)];
    for (const [position, id] of order.entries()) {
      if (byId.get(id)?.position === position) continue;
      await tx.update(formQuestions).set({ position }).where(eq(formQuestions.id, id));
    }
    return questionsOf(tx, formType.id);
  });
}

/** Changes one field (PUT), keeping its place. */
export async function updateQuestion(db: Db, row: QuestionRow, formType: FormTypeRow, input: QuestionInput, now: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockForm(tx, formType.id);
    const fields = checkedFields(input, formType.name, row);
    const [saved] = await tx
      .update(formQuestions)
      .set({ ...fields, updatedAt: now })
      .where(eq(formQuestions.id, row.id))
      .returning();
    return saved as QuestionRow;
  });
}
