/** Errors that become a `{status:false, message}` answer with their HTTP status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Refusals that pass with time: seconds until trying again makes sense (answered as Retry-After too). */
    public readonly retryAfterSeconds?: number,
    /** A short stable name of the refusal, for clients that offer another way (e.g. 'sms_budget'). */
    public readonly reason?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The extra fields of the answer beside status and message. */
  details(): { retryAfterSeconds?: number; reason?: string } {
    return {
      ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
    };
  }
}

export const unauthorized = (message = 'Your session has ended. Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Data Not Found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** A refusal with its reason and, when it passes with time, the wait (ms, rounded up to seconds). */
export const refusal = (statusCode: number, message: string, reason: string, waitMs?: number) =>
  new HttpError(statusCode, message, waitMs === undefined ? undefined : Math.max(1, Math.ceil(waitMs / 1000)), reason);
