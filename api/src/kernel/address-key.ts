/**
 * One mailbox, however it is spelled: the once-a-day acknowledgement rule, the rate limits and
 * forgetting a person compare addresses in lower case and without a `+tag` (name+anything@
 * reaches name@ at most providers), so `victim+a@`, `victim+b@` ... are one address.
 */
export function addressKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const plus = lower.indexOf('+');
  return plus !== -1 && plus < at ? lower.slice(0, plus) + lower.slice(at) : lower;
}

/**
 * addressKey() in SQL, for a column holding an address: lower case, trimmed,
 * without a `+tag`, so `Name+x@Example.com` and `name@example.com` are one mailbox in a query
 * too. `column` is a trusted column name, never input.
 */
export function addressKeySql(column: string): string {
  return `regexp_replace(lower(btrim(${column})), '^([^+@]*)[+][^@]*@', '\\1@')`;
}

/** A phone column's digits alone, as the desk matches one person's leads by phone. */
export function phoneDigitsSql(column: string): string {
  return `regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
}
