/**
 * Typed errors thrown by services. The error handler turns them into
 * `{ message: <i18n key>, errors?: { field: [keys] } }` with their status code.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly messageKey: string,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(messageKey: string, fieldErrors?: Record<string, string[]>) {
    super(400, messageKey, fieldErrors);
  }
}

export class NotFoundError extends HttpError {
  constructor(messageKey: string) {
    super(404, messageKey);
  }
}

export class UnprocessableError extends HttpError {
  constructor(messageKey: string, fieldErrors?: Record<string, string[]>) {
    super(422, messageKey, fieldErrors);
  }
}
