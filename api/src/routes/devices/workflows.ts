import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { adminUsers, type Device, devices, deviceWorkflows } from '../../db/schema';
import { addition } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses, Id, MAX_LENGTH, MessageBody } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { refuseNul } from '../../plugins/refuse-nul';
import { requireTenant } from '../../plugins/tenant';
import type { DeviceKindConfig } from './kinds';
import { storedDevice } from './save';
import { checkSettings, mergeSettings, type Setting } from './v2-schema';

export const MAX_WORKFLOW_BYTES = 1024 * 1024;

const NameOnly = Type.Union([Type.Object({ name: Type.String() }), Type.Null()]);

export const Workflow = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    version: Type.String(),
    content: Type.Record(Type.String(), Type.Unknown()),
    created_by: NameOnly,
    created_at: addition('Not in the spec’s Workflow', Type.String({ format: 'date-time' })),
    current: addition(
      'Not in the spec’s Workflow; the device’s workflow_id says the same',
      Type.Boolean({ description: "true for the device's current workflow" }),
    ),
  },
  { $id: 'Workflow' },
);

const SettingView = Type.Object({
  name: Type.String(),
  data_type: Type.Union(['Boolean', 'Integer', 'String', 'Array', 'Object'].map((t) => Type.Literal(t))),
  default: Type.Unknown(),
  allowed_values: Type.Optional(Type.Array(Type.String())),
  values: Type.Optional(Type.Array(Type.Unknown(), { description: "An Object setting's own settings" })),
  value: addition(
    'Not in the spec’s v2 settings (they give default)',
    Type.Unknown({ description: 'The current workflow’s value, else the default' }),
  ),
});

export const SettingsGroup = Type.Object(
  { alias_name: Type.String(), name: Type.String(), schema: Type.Array(SettingView) },
  { $id: 'SettingsGroup' },
);

const WorkflowListResponse = Type.Object({
  data: Type.Array(Type.Ref('Workflow')),
  workflow_id: addition(
    'Not in the spec’s workflow list; the device’s workflow_id says the same',
    Type.Union([Type.Integer(), Type.Null()], { description: "The device's current workflow" }),
  ),
});
export const SettingsResponse = Type.Object({
  data: Type.Array(Type.Ref('SettingsGroup')),
  updated_by: addition('Not in the spec’s v2 schema list', NameOnly),
  updated_at: addition(
    'Not in the spec’s v2 schema list',
    Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  ),
});
const SavedResponse = Type.Object({ data: Type.Object({ id: Type.Integer() }), message: Type.String() });

const SettingsBody = Type.Object({
  content: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()), {
    description: 'v2 devices: {<alias_name>: {<setting>: value}}',
  }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_LENGTH.name })),
});
export const workflowComponents = [Workflow, SettingsGroup];

const createdBy = aliasedTable(adminUsers, 'workflow_created_by');
const creatorName = (row: { firstName: string | null; email: string | null }) =>
  row.firstName || row.email ? { name: (row.firstName || row.email) as string } : null;

async function listWorkflows(db: Db, deviceId: number) {
  return db
    .select({ workflow: deviceWorkflows, firstName: createdBy.firstName, email: createdBy.email })
    .from(deviceWorkflows)
    .leftJoin(createdBy, eq(createdBy.id, deviceWorkflows.createdById))
    .where(eq(deviceWorkflows.deviceId, deviceId))
    .orderBy(desc(deviceWorkflows.createdAt), desc(deviceWorkflows.id));
}

async function saveCurrent(db: Db, device: Device, workflow: typeof deviceWorkflows.$inferInsert, userId: number) {
  return db.transaction(async (tx) => {
    const [saved] = await tx.insert(deviceWorkflows).values(workflow).returning({ id: deviceWorkflows.id });
    const id = saved?.id as number;
    await tx
      .update(devices)
      .set({ workflowId: id, updatedById: userId, updatedAt: workflow.createdAt })
      .where(eq(devices.id, device.id));
    return id;
  });
}

interface Upload {
  name?: string;
  version?: string;
  file?: { filename: string; content: Buffer };
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  const upload: Upload = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // toBuffer throws 413 past the file size limit.
      const content = await part.toBuffer();
      if (part.fieldname === 'file') upload.file = { filename: part.filename, content };
    } else if (part.fieldname === 'workflow[name]') upload.name = String(part.value).trim();
    else if (part.fieldname === 'workflow[version]') upload.version = String(part.value).trim();
  }
  return upload;
}

/** A .json file holding a JSON object, or 422 saying what is wrong. */
function parseWorkflowFile(upload: Upload): Record<string, unknown> {
  const problems: string[] = [];
  if (!upload.name) problems.push('workflow[name] is required');
  if (!upload.version) problems.push('workflow[version] is required');
  if ((upload.name?.length ?? 0) > MAX_LENGTH.name)
    problems.push(`workflow[name] must be at most ${MAX_LENGTH.name} characters`);
  if ((upload.version?.length ?? 0) > 50) problems.push('workflow[version] must be at most 50 characters');
  if (!upload.file) problems.push('file is required: one .json file');
  else if (!upload.file.filename.toLowerCase().endsWith('.json')) problems.push('file must be a .json file');
  if (problems.length || !upload.file) throw unprocessable(problems[0] as string, problems);
  let content: unknown;
  try {
    content = JSON.parse(upload.file.content.toString('utf8'));
  } catch (error) {
    const message = `The workflow file is not valid JSON: ${(error as Error).message}`;
    throw unprocessable(message, [message]);
  }
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    const message = 'The workflow file must hold a JSON object ({…})';
    throw unprocessable(message, [message]);
  }
  // A multipart body is read here, past the global NUL check (plugins/refuse-nul.ts).
  refuseNul({ 'workflow[name]': upload.name, 'workflow[version]': upload.version, file: content }, 'body');
  return content as Record<string, unknown>;
}

export function settingView(setting: Setting, value: unknown): Record<string, unknown> {
  return { ...setting, value: value === undefined ? setting.default : value };
}

function registerWorkflows(app: FastifyInstance, config: DeviceKindConfig) {
  const base = `/api/v1/${config.plural}/:id`;
  const permission = (action: string) => ({ permission: { resource: config.resource, action } });
  const params = Type.Object({ id: Id() });
  const tags = ['devices'];

  async function deviceOf(request: FastifyRequest) {
    const { condo } = requireTenant(request);
    const device = await storedDevice(app.db, condo.id, config.kind, (request.params as { id: number }).id);
    if (!device) throw notFound(`${config.label} not found`);
    return device;
  }

  app.get(
    `${base}/workflows`,
    {
      config: permission('show'),
      schema: {
        tags,
        summary: `The workflows uploaded to a ${config.label.toLowerCase()}, newest first`,
        params,
        response: { 200: WorkflowListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const device = await deviceOf(request);
      const rows = await listWorkflows(app.db, device.id);
      return {
        data: rows.map(({ workflow, ...creator }) => ({
          id: workflow.id,
          name: workflow.name,
          version: workflow.version,
          content: workflow.content,
          created_by: creatorName(creator),
          created_at: workflow.createdAt.toISOString(),
          current: workflow.id === device.workflowId,
        })),
        workflow_id: device.workflowId,
      };
    },
  );

  app.put(
    `${base}/workflow`,
    {
      config: permission('update'),
      schema: {
        tags,
        summary: 'Uploads a workflow file, or saves a v2 vizitin’s settings; either becomes the current workflow',
        description:
          'multipart/form-data: `file` (one .json file holding a JSON object, at most 1 MB), `workflow[name]`, ' +
          "`workflow[version]` → 'Workflow uploaded..!!!'. application/json (v2 vizitins): `{content: " +
          "{<alias_name>: {<setting>: value}}, name?}`, checked against the v2 schema → 'Workflow updated..!!!'.",
        params,
        body: {
          content: {
            // multipart/form-data (file, workflow[name], workflow[version]) is read by @fastify/multipart;
            // only the JSON body has a schema to validate.
            'application/json': { schema: SettingsBody },
          },
        },
        response: { 200: SavedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const device = await deviceOf(request);
      const userId = requireUser(request).id;
      const now = app.now();
      if (request.isMultipart()) {
        const upload = await readUpload(request);
        const content = parseWorkflowFile(upload);
        const id = await saveCurrent(
          app.db,
          device,
          {
            deviceId: device.id,
            name: upload.name as string,
            version: upload.version as string,
            content,
            createdById: userId,
            createdAt: now,
          },
          userId,
        );
        return { data: { id }, message: 'Workflow uploaded..!!!' };
      }
      const body = request.body as { content?: Record<string, unknown>; name?: string } | undefined;
      if (!body?.content) throw unprocessable('content is required', ['content is required']);
      if (device.version !== 'v2') {
        const message = 'Only version 2 devices take settings; upload a workflow file instead';
        throw unprocessable(message, [message]);
      }
      const problems = checkSettings(body.content);
      if (problems.length) throw unprocessable(problems[0] as string, problems);
      const current = await currentWorkflow(app.db, device);
      const id = await saveCurrent(
        app.db,
        device,
        {
          deviceId: device.id,
          name: body.name?.trim() || current?.name || 'Device workflow',
          version: 'v2',
          content: mergeSettings(current?.content, body.content),
          createdById: userId,
          createdAt: now,
        },
        userId,
      );
      return { data: { id }, message: 'Workflow updated..!!!' };
    },
  );

  app.put(
    `${base}/current_workflow`,
    {
      config: { ...permission('update'), foreignIds: { workflow_id: 'workflow' } },
      schema: {
        tags,
        summary: "Makes one of the device's workflows the current one",
        params,
        body: Type.Object({ workflow_id: Id() }),
        response: { 200: MessageBody, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const device = await deviceOf(request);
      const workflowId = (request.body as { workflow_id: number }).workflow_id;
      const [workflow] = await app.db
        .select({ id: deviceWorkflows.id })
        .from(deviceWorkflows)
        .where(and(eq(deviceWorkflows.id, workflowId), eq(deviceWorkflows.deviceId, device.id)));
      if (!workflow) {
        const message = `workflow_id ${workflowId} is not a workflow of this device`;
        throw unprocessable(message, [message]);
      }
      await app.db
        .update(devices)
        .set({ workflowId: workflow.id, updatedById: requireUser(request).id, updatedAt: app.now() })
        .where(eq(devices.id, device.id));
      return { message: 'Current workflow updated successfully' };
    },
  );
}

export async function currentWorkflow(db: Db, device: Device) {
  if (device.workflowId == null) return undefined;
  const [row] = await db
    .select({ workflow: deviceWorkflows, firstName: createdBy.firstName, email: createdBy.email })
    .from(deviceWorkflows)
    .leftJoin(createdBy, eq(createdBy.id, deviceWorkflows.createdById))
    .where(and(eq(deviceWorkflows.id, device.workflowId), eq(deviceWorkflows.deviceId, device.id)));
  return row ? { ...row.workflow, creator: creatorName(row) } : undefined;
}

/** The workflows of a kiosk or vizitin (list, upload, choose the current one), for its folder to register. */
export const workflowRoutes =
  (config: DeviceKindConfig): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_WORKFLOW_BYTES, files: 1, fields: 10, parts: 12 } });
    registerWorkflows(app, config);
  };
