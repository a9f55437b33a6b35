import { isForeignKeyViolation } from '../lib/pg-errors.js';
import { conflict } from '../plugins/errors.js';

/**
 * Runs a removal the guards allowed; if something came to hang on the row in the meantime (a
 * submission, a question), the database's RESTRICT foreign key refuses it and the caller gets a 409
 * instead of a 500.
 */
export async function removeUnlessHeld(remove: () => Promise<void>, name?: string) {
  try {
    await remove();
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw name === undefined ? conflict('questionRaced') : conflict('deleteRaced', { name });
    throw error;
  }
}
