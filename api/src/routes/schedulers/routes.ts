import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { cronlineProblem } from '../../db/cron';
import { schedulerRuns, schedulers } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { firstFireAfter, SCHEDULER_QUEUE } from '../../schedulers/planner';
import { findTask, TASK_REGISTRY } from '../../schedulers/registry';
import { findScheduler, listErrorLogs, listSchedulers, toScheduler } from './queries';
import {
  ErrorLogListQuery,
  ErrorLogListResponse,
  SchedulerCreateBody,
  SchedulerListQuery,
  SchedulerListResponse,
  SchedulerParams,
  SchedulerResponse,
  SchedulerRunResponse,
  SchedulerServicesResponse,
  SchedulerUpdateBody,
} from './schemas';

const RESOURCE = 'api/v1/schedulers';
const tags = ['schedulers'];

const invalid = (message: string) => unprocessable(message, [message]);

/** A name without its surrounding spaces; all spaces is a 422. */
function trimmedName(name: string) {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('name must not be empty');
  return trimmed;
}

/** 422 unless croner reads the 5-field line and the service/task pair is in the registry. */
function checkRunnable(values: { service: string; task: string; cronline: string }) {
  const problem = cronlineProblem(values.cronline);
  if (problem) throw invalid(problem);
  if (!Object.hasOwn(TASK_REGISTRY, values.service)) throw invalid(`service ${values.service} is not a known service`);
  if (!findTask(values.service, values.task)) {
    throw invalid(`task ${values.task} is not a task of the ${values.service} service`);
  }
}

/**
 * Schedulers (spec part 2 §2, §7): background tasks of this condo on a cron line, their error logs, the task
 * registry the form offers, and Run now. The planner and the job queue run them (src/schedulers).
 */
const schedulerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/schedulers',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: "This condo's schedulers by name",
        querystring: SchedulerListQuery,
        response: { 200: SchedulerListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { query, page = 1, per_page: perPage = 25 } = request.query;
      const { rows, total } = await listSchedulers(app.db, {
        condoId: condo.id,
        configurations: condo.configurations,
        search: query,
        page,
        perPage,
      });
      return { data: rows, total_entries: total };
    },
  );

  app.get(
    '/api/v1/schedulers/services',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        ...addedRoute('The spec names service and task but not where their choices come from'),
        tags,
        summary: 'The services and tasks a scheduler may run (not in the spec; docs/api/jobs-and-schedulers.md)',
        response: { 200: SchedulerServicesResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async () => ({
      data: Object.entries(TASK_REGISTRY).map(([service, { label, tasks }]) => ({
        service,
        label,
        tasks: Object.entries(tasks).map(([task, definition]) => ({
          task,
          label: definition.label,
          description: definition.description,
        })),
      })),
    }),
  );

  app.post(
    '/api/v1/schedulers',
    {
      config: { permission: { resource: RESOURCE, action: 'create' } },
      schema: {
        tags,
        summary: 'Makes a scheduler; it is planned from its next fire time',
        body: SchedulerCreateBody,
        response: { 200: SchedulerResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.schedulers;
      const values = {
        name: trimmedName(input.name),
        status: input.status ?? 'active',
        service: input.service,
        task: input.task,
        cronline: input.cronline.trim(),
        graceTime: input.grace_time ?? 0,
      };
      checkRunnable(values);
      const now = app.now();
      const [created] = await app.db
        .insert(schedulers)
        .values({
          ...values,
          condoId: condo.id,
          nextRunAt: firstFireAfter(values.cronline, condo.configurations, now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return {
        data: toScheduler(created as typeof schedulers.$inferSelect, condo.configurations),
        message: 'Scheduler created successfully',
      };
    },
  );

  app.put(
    '/api/v1/schedulers/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'update' } },
      schema: {
        tags,
        summary: 'Changes the fields sent; the next fire time is planned again from now',
        params: SchedulerParams,
        body: SchedulerUpdateBody,
        response: { 200: SchedulerResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const existing = await findScheduler(app.db, condo.id, request.params.id);
      if (!existing) throw notFound('Scheduler not found');
      const input = request.body.schedulers;
      const merged = {
        name: input.name !== undefined ? trimmedName(input.name) : existing.name,
        status: input.status ?? existing.status,
        service: input.service ?? existing.service,
        task: input.task ?? existing.task,
        cronline: input.cronline !== undefined ? input.cronline.trim() : existing.cronline,
        graceTime: input.grace_time ?? existing.graceTime,
      };
      checkRunnable(merged);
      const now = app.now();
      // Planned again from now: a line changed, or a scheduler switched back on, never runs for the time it was off.
      const [saved] = await app.db
        .update(schedulers)
        .set({ ...merged, nextRunAt: firstFireAfter(merged.cronline, condo.configurations, now), updatedAt: now })
        .where(eq(schedulers.id, existing.id))
        .returning();
      return {
        data: toScheduler(saved as typeof schedulers.$inferSelect, condo.configurations),
        message: 'Scheduler updated successfully',
      };
    },
  );

  app.get(
    '/api/v1/schedulers/:id/error_logs',
    {
      config: { permission: { resource: RESOURCE, action: 'error_logs' } },
      schema: {
        tags,
        summary: "A scheduler's error logs, newest first, each with a Detail Log link",
        params: SchedulerParams,
        querystring: ErrorLogListQuery,
        response: { 200: ErrorLogListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const scheduler = await findScheduler(app.db, condo.id, request.params.id);
      if (!scheduler) throw notFound('Scheduler not found');
      const { query, page = 1, per_page: perPage = 5 } = request.query;
      const { rows, total } = await listErrorLogs(app.db, {
        schedulerId: scheduler.id,
        search: query,
        page,
        perPage,
        secret: app.authKeys.otpSecret,
        nowMs: app.now().getTime(),
      });
      return { data: rows, total_entries: total };
    },
  );

  app.post(
    '/api/v1/schedulers/:id/run',
    {
      config: {
        permission: { resource: RESOURCE, action: 'run' },
        audit: { skip: 'a run is recorded in scheduler_runs (and its failure in the error logs), not a change' },
      },
      schema: {
        ...addedRoute('Not in the spec: Run now'),
        tags,
        summary:
          'Run now: queues one run of the scheduler at once, active or not (not in the spec; docs/api/jobs-and-schedulers.md)',
        params: SchedulerParams,
        response: { 200: SchedulerRunResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const scheduler = await findScheduler(app.db, condo.id, request.params.id);
      if (!scheduler) throw notFound('Scheduler not found');
      const plannedAt = app.now();
      const [run] = await app.db
        .insert(schedulerRuns)
        .values({ schedulerId: scheduler.id, condoId: condo.id, trigger: 'manual', plannedAt })
        .returning({ id: schedulerRuns.id });
      const runId = (run as { id: number }).id;
      await enqueue(app.db, SCHEDULER_QUEUE, { runId }, { maxAttempts: 3 });
      return {
        data: { run_id: runId, scheduler_id: scheduler.id, planned_at: plannedAt.toISOString() },
        message: `${scheduler.name} will run now`,
      };
    },
  );
};

export default schedulerRoutes;
