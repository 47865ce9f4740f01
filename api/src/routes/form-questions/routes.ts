import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { formQuestions } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { PROTECTED_NAMES } from './defaults';
import {
  ensureDefaults,
  formTypeOf,
  invalid,
  questionsOf,
  questionView,
  saveQuestions,
  updateQuestion,
} from './questions';
import {
  FormQuestionDeleteResponse,
  FormQuestionListQuery,
  FormQuestionListResponse,
  FormQuestionParams,
  FormQuestionResponse,
  FormQuestionsBody,
  FormQuestionUpdateBody,
} from './schemas';

const tags = ['fms configuration'];
const questions = (action: 'index' | 'create' | 'update' | 'destroy') => ({
  resource: 'api/v1/form_questions',
  action,
});
const formTypeChecked = { form_type_id: { checkedBy: 'the handler looks the form type up in the caller’s condo' } };
const SAVED = 'Saved Successfully..!';

/**
 * FMS configuration (spec part 3 §2.4, §3–§7, §9): the incident form's fields and its report's fields (the forms:
 * routes/form-types/, the graphs: routes/condo-graphs/). The field lists are short (tens of rows), so not paged.
 */
const formQuestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/form_questions',
    {
      config: { permission: questions('index') },
      schema: {
        tags,
        summary: "A form's fields in order; a form with no fields, read without a query, gets the default set first",
        querystring: FormQuestionListQuery,
        response: { 200: FormQuestionListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const formType = await formTypeOf(app.db, condo.id, request.query.form_type_id);
      const search = request.query.query?.trim();
      let rows = await questionsOf(app.db, formType.id, search);
      if (!rows.length && !search) {
        await ensureDefaults(app.db, formType, app.now());
        rows = await questionsOf(app.db, formType.id);
      }
      return { data: rows.map(questionView) };
    },
  );

  app.post(
    '/api/v1/form_questions/questions',
    {
      config: { permission: questions('create'), foreignIds: formTypeChecked },
      schema: {
        tags,
        summary: "Saves a form's fields in the posted order: entries with an id change, entries without are added",
        body: FormQuestionsBody,
        response: { 200: FormQuestionListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const formType = await formTypeOf(app.db, condo.id, request.body.form_type_id);
      const rows = await saveQuestions(app.db, formType, request.body.form_questions, app.now());
      return { data: rows.map(questionView), message: SAVED };
    },
  );

  app.put(
    '/api/v1/form_questions/:id',
    {
      config: { permission: questions('update'), foreignIds: formTypeChecked },
      schema: {
        tags,
        summary: 'Changes one field: the body is the save body with exactly that field',
        params: FormQuestionParams,
        body: FormQuestionUpdateBody,
        response: { 200: FormQuestionResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const [row] = await app.db
        .select()
        .from(formQuestions)
        .where(and(eq(formQuestions.id, request.params.id), eq(formQuestions.condoId, condo.id)));
      if (!row) throw notFound('Field not found');
      const formType = await formTypeOf(app.db, condo.id, request.body.form_type_id);
      if (formType.id !== row.formTypeId) throw invalid(`form_type_id must be ${row.formTypeId}, the field’s form`);
      const input = request.body.form_questions[0] as (typeof request.body.form_questions)[number];
      if (input.id !== undefined && input.id !== row.id) throw invalid(`id must be ${row.id}, the field in the path`);
      const saved = await updateQuestion(app.db, row, formType, input, app.now());
      return { data: questionView(saved), message: SAVED };
    },
  );

  app.delete(
    '/api/v1/form_questions/:id',
    {
      config: { permission: questions('destroy') },
      schema: {
        tags,
        summary: 'Removes a field; issue_type, priority and status cannot be removed',
        params: FormQuestionParams,
        response: { 200: FormQuestionDeleteResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const where = and(eq(formQuestions.id, request.params.id), eq(formQuestions.condoId, condo.id));
      const [row] = await app.db.select({ name: formQuestions.name }).from(formQuestions).where(where);
      if (!row) throw notFound('Field not found');
      if (PROTECTED_NAMES.has(row.name)) throw invalid(`${row.name} is a protected field and cannot be deleted`);
      await app.db.delete(formQuestions).where(where);
      return { message: 'Deleted Successfully..!!' };
    },
  );
};

export default formQuestionRoutes;
