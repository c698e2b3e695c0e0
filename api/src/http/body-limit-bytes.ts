/** BODY_LIMIT (`100kb`, `1mb`, as config.ts validates it) in bytes, as body-parser reads it. */
export function bodyLimitBytes(limit: string): number {
  const match = /^(\d+)(b|kb|mb)$/i.exec(limit);
  const [, amount, unit] = match ?? [];
  if (amount === undefined || unit === undefined)
    throw new Error(`Unreadable body limit "${limit}"`);
  return (
    Number(amount) * { b: 1, kb: 1024, mb: 1024 * 1024 }[unit.toLowerCase() as 'b' | 'kb' | 'mb']
  );
}
