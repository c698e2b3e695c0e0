/*
 * A date the site's deadline tools count, asked any way: "by when must I make my election under
 * the OCC order", "how many days do we get to answer a force pooling", "is my royalty check
 * late?". Matched against the normalised message: a when-question and what it is about.
 */
const when =
  /\bby when\b|^when\b|\bwhen (is|are|must|should|do|does|will|would|has|have|can|am)\b|\bhow (long|many days|much time|late)\b|\b(deadline|due date|last day|cut ?off|time limit|too late)\b|\bdays? (do|does|did) (i|we) (get|have)\b|\b(is|are) (my|our|the) [a-z ]{0,30}\b(late|overdue)\b/;
const pooling =
  /\b(pool|pooled|pooling|force pool\w*|elect|election|occ order|pooling order|respond to the order)\b/;
const payment =
  /\b(royalty|royalties)\b.*\b(paid|pay|payment|payments|check|checks|due|late)\b|\b(paid|pay|payment|check|checks)\b.*\b(royalty|royalties)\b/;
/** "What does a pooling order cost", "do you charge for": the practice's price, not a date. */
const price = /\b(charge|charges|fee|fees|price|cost|costs|pay you)\b/;

/** The message asks for a date one of the deadline tools counts. */
export const asksDeadline = (text: string): boolean =>
  when.test(text) && (pooling.test(text) || payment.test(text)) && !price.test(text);
