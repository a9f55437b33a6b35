import type { AppContext } from '../../context.js';

/**
 * Removes the bytes of file rows a committed transaction deleted (a replaced or deleted homework's or
 * exam's file). A failure leaves an orphan behind rather than failing a request whose change is
 * already saved: `withUpload` would then discard the new upload that the saved row now points to.
 */
export async function removeBytes(ctx: AppContext, rows: readonly { storageKey: string }[]) {
  await Promise.allSettled(rows.map((row) => ctx.storage.remove(row.storageKey)));
}
