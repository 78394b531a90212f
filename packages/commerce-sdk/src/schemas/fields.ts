import { z } from 'zod';

/**
 * A string argument whose 400 says what was wrong with it: 'is required' when absent, 'must be a string' when of
 * another type. Internal to the SDK's schemas (not exported from the package).
 */
export function stringArg() {
  return z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });
}

/** An id argument: trimmed, not blank ('is required'), at most `max` characters. */
export function idArg(max: number) {
  return stringArg().trim().min(1, 'is required').max(max);
}
