import { describe, expect, it } from 'vitest';
import { removeUnlessHeld } from './held.js';

describe('removeUnlessHeld', () => {
  it('turns a foreign-key refusal (something arrived after the guards) into a 409 naming the row', async () => {
    const refused = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    await expect(removeUnlessHeld(() => Promise.reject(refused), 'Physics')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Cannot delete Physics: something was just added to it.',
    });
  });

  it('passes any other failure on unchanged, and resolves when the removal does', async () => {
    const other = new Error('connection lost');
    await expect(removeUnlessHeld(() => Promise.reject(other), 'Physics')).rejects.toBe(other);
    await expect(removeUnlessHeld(() => Promise.resolve(), 'Physics')).resolves.toBeUndefined();
  });
});
