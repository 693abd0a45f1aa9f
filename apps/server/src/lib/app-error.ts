import type { ErrorCode } from '@shop/contract';

/**
 * The one error taxonomy: services throw an AppError carrying a stable code and the exact body
 * the contract names for that endpoint; the error plugin maps the code to its HTTP status.
 */
/** DRF field errors; a nested object's fields answer under its key (`{"billing": {"id_number": [...]}}`). */
export type FieldErrorBody = Record<string, string[] | Record<string, string[]>>;

export type AppErrorBody =
  { error: string; code?: ErrorCode } | { detail: string; code?: string } | FieldErrorBody;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly body: AppErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(JSON.stringify(body));
    this.name = 'AppError';
  }

  /** An app error: `{"error": message, "code": code}`. */
  static of(code: ErrorCode, message: string) {
    return new AppError(code, { error: message, code });
  }
  /** A Djoser/SimpleJWT error: `{"detail": ...}` with SimpleJWT's own `code` where it sends one. */
  static detail(code: ErrorCode, detail: string, jwtCode?: string) {
    return new AppError(code, jwtCode ? { detail, code: jwtCode } : { detail });
  }
  /** DRF field errors: `{"field": ["message", ...]}`. */
  static fields(body: FieldErrorBody) {
    return new AppError('invalid_input', body);
  }
  static field(field: string, message: string) {
    return AppError.fields({ [field]: [message] });
  }
  static throttled(retryAfterSeconds: number) {
    return new AppError(
      'throttled',
      { detail: `Request was throttled. Expected available in ${retryAfterSeconds} seconds.` },
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}
