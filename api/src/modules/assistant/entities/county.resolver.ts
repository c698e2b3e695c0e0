import type { StateCode } from '@landman/content';
import { counties, type County } from './counties.data';

/** "De Soto", "DeSoto", "desoto" and "St. Landry", "Saint Landry" read the same. */
export function countyKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z]/g, '');
}

const byKey = new Map<string, County[]>();
for (const c of counties)
  byKey.set(countyKey(c.name), [...(byKey.get(countyKey(c.name)) ?? []), c]);

/**
 * The county or parish a visitor named ("Desoto Parish", "Cherokee County"), in the state they
 * named when several states have one of that name; a parish is always in Louisiana.
 */
export function resolveCounty(
  named: string,
  statesNamed: readonly StateCode[],
): County | undefined {
  const candidates = countyCandidates(named);
  return candidates.find((c) => statesNamed.includes(c.state)) ?? candidates[0];
}

/** Every county or parish of the four states with that name ("Washington County": TX and OK). */
export function countyCandidates(named: string): County[] {
  const trimmed = named.trim();
  const match = /\s(county|parish)$/i.exec(trimmed);
  if (!match) return [];
  const name = trimmed.slice(0, match.index).trim();
  const kind = match[1];
  return (byKey.get(countyKey(name)) ?? []).filter(
    (c) => c.kind.toLowerCase() === kind!.toLowerCase(),
  );
}
