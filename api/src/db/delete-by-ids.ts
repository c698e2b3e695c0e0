import { type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';

/**
 * Deletes the rows of `entity` with these ids inside the caller's transaction; how many went.
 * For the module that owns the table (forgetting a person deletes through each owner's store).
 */
export async function deleteByIds(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from(entity)
    .where('id = ANY(:ids)', { ids })
    .execute();
  return result.affected ?? 0;
}
