/**
 * The one error taxonomy: services throw an AppError carrying its HTTP status and the exact
 * body the contract names for that endpoint; the error handler answers it as is.
 */
export type AppErrorBody =
  { error: string } | { detail: string; code?: string } | Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: AppErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(JSON.stringify(body));
    this.name = 'AppError';
  }

  static badRequest(body: AppErrorBody) {
    return new AppError(400, body);
  }
  static unauthorized(detail: string, code?: string) {
    return new AppError(401, code ? { detail, code } : { detail });
  }
  static paymentRequired(error: string) {
    return new AppError(402, { error });
  }
  static forbidden(detail: string) {
    return new AppError(403, { detail });
  }
  static notFound(error: string) {
    return new AppError(404, { error });
  }
  static conflict(error: string) {
    return new AppError(409, { error });
  }
  static unprocessable(error: string) {
    return new AppError(422, { error });
  }
  static tooManyRequests(retryAfterSeconds: number) {
    return new AppError(
      429,
      { detail: `Request was throttled. Expected available in ${retryAfterSeconds} seconds.` },
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
  /** A DRF field error: `{"field": ["message"]}`. */
  static field(field: string, message: string) {
    return new AppError(400, { [field]: [message] });
  }
}
