import { saveFile, type Workflow } from '@condo/shared';

/** Spec part 1 §4: Make Current is disabled when the selection is the current workflow (or nothing is selected). */
export function canMakeCurrent(selectedId: number | null | undefined, currentId: number | null | undefined): boolean {
  return selectedId !== null && selectedId !== undefined && selectedId !== currentId;
}

/** The current workflow: the one the list marks, else the device's workflow_id. */
export function currentWorkflowId(workflows: readonly Workflow[], deviceWorkflowId: number | null | undefined) {
  // A list that marks none (the spec's shape) leaves the device's own workflow_id to say which.
  return workflows.find((workflow) => workflow.current)?.id ?? deviceWorkflowId ?? null;
}

/** The workflow's content as the JSON text of a file (content may arrive parsed or as text). */
export function workflowJson(content: unknown): string {
  if (typeof content === 'string') {
    try {
      return JSON.stringify(JSON.parse(content), null, 2);
    } catch {
      return content;
    }
  }
  return JSON.stringify(content ?? {}, null, 2);
}

export const workflowFileName = (workflow: Pick<Workflow, 'name' | 'version'>) =>
  `${`${workflow.name}-${workflow.version}`.replace(/[^\w.-]+/g, '_')}.json`;

/** Saves the workflow as a .json file through the browser's download. */
export function downloadWorkflow(workflow: Workflow): void {
  saveFile(new Blob([workflowJson(workflow.content)], { type: 'application/json' }), workflowFileName(workflow));
}
