/** A list reply that is neither `data[]` nor a bare array ('Invalid data format received'). */
export class InvalidDataFormatError extends Error {
  constructor() {
    super('Invalid data format received');
    this.name = 'InvalidDataFormatError';
  }
}

/** The quiz lists come as `{ data: [] }` or as a bare array; anything else is refused. */
export function listIn<T>(reply: unknown): T[] {
  if (Array.isArray(reply)) return reply as T[];
  const data = (reply as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as T[];
  throw new InvalidDataFormatError();
}
