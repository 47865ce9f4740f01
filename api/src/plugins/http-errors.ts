/** An error whose status and message go to the client as `{message, data?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: string[],
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const unprocessable = (message: string, data?: string[]) => new HttpError(422, message, data);
export const tooManyRequests = (message: string) => new HttpError(429, message);
