export { AddWorkflowDrawer } from './AddWorkflowDrawer';
export { ConfigureWorkflowDrawer } from './ConfigureWorkflowDrawer';
export { DeviceWorkflowDrawer } from './DeviceWorkflowDrawer';
export { WorkflowDrawer, type WorkflowDrawerProps } from './WorkflowDrawer';
export { canMakeCurrent, currentWorkflowId, workflowFileName, workflowJson } from './workflowFile';
