import { describeError } from '@condo/shared';

/** Spec part 3 §8: the status and the body's message of a refused fetch ("401: The link has expired"). */
export function failure(error: unknown): string {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status ? `${status}: ${describeError(error)}` : describeError(error);
}
