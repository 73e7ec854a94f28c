import { isUniqueViolation } from '../../../db/pg-error';

/** How saving an entity whose slug is unique in its store ends. */
export type SluggedUpsertOutcome = 'saved' | 'other-store' | 'slug-taken';

/**
 * Runs an upsert whose update only touches the store's own row (no row back: the id is another
 * store's) and turns a clash on the store's unique slug into 'slug-taken'.
 */
export async function sluggedUpsert(
  slugConstraint: string,
  upsert: () => Promise<{ id: string } | undefined>,
): Promise<SluggedUpsertOutcome> {
  try {
    return (await upsert()) ? 'saved' : 'other-store';
  } catch (error) {
    if (isUniqueViolation(error, slugConstraint)) return 'slug-taken';
    throw error;
  }
}
