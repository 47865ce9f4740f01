import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { condos } from './core';

/** The two forms of the FMS configuration (spec part 3 §3 Form type): the incident form and its report. */
export type FormTypeName = 'incident' | 'report';

/** A condo's form types, one per name: made on the first read of GET /api/v1/form_types (docs/api/fms.md). */
export const formTypes = pgTable(
  'form_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').$type<FormTypeName>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('form_types_condo_name_key').on(t.condoId, t.name)],
);

/**
 * One field of a form (spec part 3 §3 Form question), in the order of `position`. `name` is derived from the label
 * and is the field's key in a filled form, so it is unique within the form: that uniqueness is also what keeps two
 * concurrent default creations from making two sets (docs/api/fms.md).
 */
export const formQuestions = pgTable(
  'form_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    formTypeId: integer('form_type_id')
      .notNull()
      .references(() => formTypes.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    name: text('name').notNull(),
    questionType: text('question_type').notNull(),
    required: boolean('required').notNull().default(false),
    /** Incident fields: "6" (Small) or "12" (Large); report fields: "text" or "desgin" (the spec's spelling). */
    width: text('width').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    defaultValue: text('default_value'),
    apiEnable: boolean('api_enable').notNull().default(false),
    apiName: text('api_name'),
    /** Report fields: the names of the incident fields the entry is drawn from. */
    questionName: jsonb('question_name').$type<string[]>().notNull().default([]),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('form_questions_form_type_name_key').on(t.formTypeId, t.name),
    index('form_questions_form_type_position_idx').on(t.formTypeId, t.position, t.id),
    index('form_questions_condo_idx').on(t.condoId),
  ],
);

export type GraphKind = 'area' | 'line' | 'bar' | 'pie' | 'card';
export interface GraphXAxis {
  name: string[];
  type: 'text' | 'date';
  graph_date?: string | null;
}

/** A condo's graph configuration (spec part 3 §3 Condo graph); graph_type is kept only for pie graphs. */
export const condoGraphs = pgTable(
  'condo_graphs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subTitle: jsonb('sub_title').$type<string[]>().notNull().default([]),
    name: text('name').$type<GraphKind>().notNull(),
    graphType: text('graph_type'),
    menuType: text('menu_type'),
    xAxisText: jsonb('x_axis_text').$type<GraphXAxis>().notNull(),
    ...timestamps,
  },
  (t) => [index('condo_graphs_condo_idx').on(t.condoId, t.id)],
);
