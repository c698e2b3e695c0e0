/**
 * JSON that keeps Date values as Dates across Redis (a chat message's createdAt must still be a
 * Date when another instance hands it to GraphQL). A Date is written as `{"$date": "<ISO>"}`.
 */
export const eventSerializer = {
  stringify(value: unknown): string {
    return JSON.stringify(value, function replacer(this: Record<string, unknown>, key, json) {
      // `json` is already toJSON()'s string; the holder still has the Date itself.
      return this[key] instanceof Date ? { $date: json as string } : (json as unknown);
    });
  },
  parse(text: string): unknown {
    return JSON.parse(text, (_key, value: unknown) =>
      isTaggedDate(value) ? new Date(value.$date) : value,
    );
  },
};

function isTaggedDate(value: unknown): value is { $date: string } {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 1 &&
    keys[0] === '$date' &&
    typeof (value as { $date: unknown }).$date === 'string'
  );
}
