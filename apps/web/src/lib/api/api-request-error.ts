/** The API answered with an unexpected status, or with a body that breaks its contract. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    public readonly url: string,
    public readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiRequestError';
  }
}
