export { type EnqueueOptions, enqueue, enqueueMany } from './queue';
export { createWorker, type Job, type JobHandler, PermanentJobError, type Worker, type WorkerOptions } from './worker';
