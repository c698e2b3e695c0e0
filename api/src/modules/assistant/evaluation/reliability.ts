/** One judged reply and how sure the assistant was of it. */
export interface Judged {
  confidence: number;
  passed: boolean;
}

/** Upper bounds of the confidence buckets (the last one includes 1). */
const bucketTops = [0.3, 0.5, 0.7, 0.85, 1];

/**
 * The reliability table: per confidence bucket, how many replies and how many passed. A
 * calibrated confidence has each bucket's accuracy near its mean confidence, and rising.
 */
export function reliabilityTable(judged: readonly Judged[], label: string): string {
  const lines = [
    `Reliability (${label}): confidence bucket, replies, passed, accuracy, mean confidence`,
  ];
  let low = 0;
  for (const top of bucketTops) {
    const inBucket = judged.filter(
      (j) => j.confidence >= low && (top === 1 ? j.confidence <= top : j.confidence < top),
    );
    const passed = inBucket.filter((j) => j.passed).length;
    const mean = inBucket.reduce((sum, j) => sum + j.confidence, 0) / Math.max(inBucket.length, 1);
    const accuracy = inBucket.length ? `${((100 * passed) / inBucket.length).toFixed(0)}%` : '-';
    lines.push(
      `  [${low.toFixed(2)}, ${top.toFixed(2)}${top === 1 ? ']' : ')'}  ${String(inBucket.length).padStart(4)}  ${String(passed).padStart(4)}  ${accuracy.padStart(5)}  ${inBucket.length ? mean.toFixed(2) : '-'}`,
    );
    low = top;
  }
  return lines.join('\n');
}
