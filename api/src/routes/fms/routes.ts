import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { condoGraphs, formQuestions } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { PROTECTED_NAMES } from './defaults';
import { checkedGraph, graphView } from './graphs';
import {
  ensureDefaults,
  formTypeOf,
  formTypesOf,
  invalid,
  questionsOf,
  questionView,
  saveQuestions,
  updateQuestion,
} from './questions';
import {
  CondoGraphBody,
  CondoGraphListResponse,
  CondoGraphParams,
  CondoGraphResponse,
  FormQuestionDeleteResponse,
  FormQuestionListQuery,
  FormQuestionListResponse,
  FormQuestionParams,
  FormQuestionResponse,
  FormQuestionsBody,
  FormQuestionUpdateBody,
  FormTypeListResponse,
} from './schemas';

const tags = ['fms configuration'];
const questions = (action: 'index' | 'create' | 'update' | 'destroy') => ({
  resource: 'api/v1/form_questions',
  action,
});
const graphs = (action: 'index' | 'create' | 'update') => ({ resource: 'api/v1/condo_graphs', action });
const formTypeChecked = { form_type_id: { checkedBy: 'the handler looks the form type up in the caller’s condo' } };
const SAVED = 'Saved Successfully..!';

/**
 * FMS configuration (spec part 3 §2.4, §3–§7, §9): the incident form's fields, its report's fields and the condo's
 * graphs. The field lists are short (tens of rows), so they are not paged.
 */
const fmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/form_types',
    {
      config: { permission: questions('index') },
      schema: {
        tags,
        summary: "The condo's forms: incident and report (made on first read)",
        response: { 200: FormTypeListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const rows = await formTypesOf(app.db, condo.id, app.now());
      return { data: rows.map((row) => ({ id: row.id, name: row.name })) };
    },
  );

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

  app.get(
    '/api/v1/condo_graphs',
    {
      config: { permission: graphs('index') },
      schema: {
        tags,
        summary: "The condo's graph configurations, oldest first",
        response: { 200: CondoGraphListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const rows = await app.db
        .select()
        .from(condoGraphs)
        .where(eq(condoGraphs.condoId, condo.id))
        .orderBy(asc(condoGraphs.id));
      return { data: rows.map(graphView) };
    },
  );

  app.post(
    '/api/v1/condo_graphs',
    {
      config: { permission: graphs('create') },
      schema: {
        tags,
        summary: 'Adds a graph configuration; graph_type is required for pie and stored null for the other kinds',
        body: CondoGraphBody,
        response: { 200: CondoGraphResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const now = app.now();
      const [row] = await app.db
        .insert(condoGraphs)
        .values({ ...checkedGraph(request.body.condo_graph), condoId: condo.id, createdAt: now, updatedAt: now })
        .returning();
      return { data: graphView(row as typeof condoGraphs.$inferSelect), message: SAVED };
    },
  );

  app.put(
    '/api/v1/condo_graphs/:id',
    {
      config: { permission: graphs('update') },
      schema: {
        tags,
        summary: 'Changes a graph configuration (the whole graph is sent)',
        params: CondoGraphParams,
        body: CondoGraphBody,
        response: { 200: CondoGraphResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const [row] = await app.db
        .update(condoGraphs)
        .set({ ...checkedGraph(request.body.condo_graph), updatedAt: app.now() })
        .where(and(eq(condoGraphs.id, request.params.id), eq(condoGraphs.condoId, condo.id)))
        .returning();
      if (!row) throw notFound('Graph not found');
      return { data: graphView(row), message: SAVED };
    },
  );
};

export default fmsRoutes;
