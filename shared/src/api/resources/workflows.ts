import type { Envelope, WorkflowSchema, WorkflowSchemaGroup, WorkflowSettingsInput } from '../../contract';
import type { CallOptions, Client, Id } from '../request';

/** The devices that carry workflows. */
export type WorkflowDeviceKind = 'kiosks' | 'vizitins';

export interface WorkflowUpload {
  file: Blob;
  /** The file's name as the server should see it (a Blob has none). */
  fileName?: string;
  name: string;
  version: string;
}

export const workflows = ({ send }: Client) => ({
  /** `GET /api/v1/{kiosks|vizitins}/{id}/workflows`. */
  list: (kind: WorkflowDeviceKind, id: Id, options?: CallOptions) =>
    send({ path: `/api/v1/${kind}/{id}/workflows` as const }, { params: { id } }, options),

  /**
   * `PUT …/{id}/workflow` as multipart (file, workflow[name], workflow[version]) → `{ data: { id }, message }`.
   * A non-OK answer rejects with the axios error: its `response` carries the status and the body.
   */
  upload: (kind: WorkflowDeviceKind, id: Id, upload: WorkflowUpload, options?: CallOptions) => {
    const form = new FormData();
    form.append('file', upload.file, upload.fileName ?? (upload.file as File).name ?? 'workflow.json');
    form.append('workflow[name]', upload.name);
    form.append('workflow[version]', upload.version);
    return send(
      { method: 'PUT', path: `/api/v1/${kind}/{id}/workflow` as const },
      { params: { id }, body: form },
      options,
    );
  },

  /** `PUT /api/v1/vizitins/{id}/workflow` (v2) with `{ content: { <alias>: { <setting>: value } }, name }`. */
  saveSettings: (id: Id, body: WorkflowSettingsInput, options?: CallOptions) =>
    send({ method: 'PUT', path: '/api/v1/vizitins/{id}/workflow' }, { params: { id }, body }, options),

  /** `PUT …/{id}/current_workflow` with `{ workflow_id }`. */
  makeCurrent: (kind: WorkflowDeviceKind, id: Id, workflowId: number, options?: CallOptions) =>
    send(
      { method: 'PUT', path: `/api/v1/${kind}/{id}/current_workflow` as const },
      { params: { id }, body: { workflow_id: workflowId } },
      options,
    ),

  /** `GET /api/v1/vizitins/{id}/workflow` → the v2 schema groups, with who saved them last. */
  schema: async (id: Id, options?: CallOptions): Promise<WorkflowSchema> =>
    toWorkflowSchema(await send({ path: '/api/v1/vizitins/{id}/workflow' }, { params: { id } }, options)),
});

type SchemaEnvelope = Envelope<unknown> & Partial<Pick<WorkflowSchema, 'updated_by' | 'updated_at' | 'name'>>;

/**
 * The groups come either as `data` itself (with `updated_by`/`updated_at` beside it in the envelope) or as
 * `data.groups`/`data.schema` (with them inside `data`); both read the same here.
 */
export function toWorkflowSchema(envelope: SchemaEnvelope): WorkflowSchema {
  const data = envelope.data as
    | WorkflowSchemaGroup[]
    | (Partial<WorkflowSchema> & { schema?: WorkflowSchemaGroup[] })
    | null
    | undefined;
  if (Array.isArray(data)) {
    return {
      groups: data,
      name: envelope.name,
      updated_by: envelope.updated_by ?? null,
      updated_at: envelope.updated_at ?? null,
    };
  }
  return {
    groups: data?.groups ?? data?.schema ?? [],
    name: data?.name ?? envelope.name,
    updated_by: data?.updated_by ?? envelope.updated_by ?? null,
    updated_at: data?.updated_at ?? envelope.updated_at ?? null,
  };
}
