/** Ids are PostgreSQL uuids; anything else can name no row, so callers answer 404 without a query. */
export const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
