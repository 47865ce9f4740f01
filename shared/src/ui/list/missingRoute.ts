/** A route of the reference API that the backend does not have (the spec's): 404 or 405. The console does without. */
export function isMissingRoute(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status === 404 || status === 405;
}
