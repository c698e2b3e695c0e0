/** "America/Los_Angeles" → "Los Angeles": how a zone is named to a visitor. */
export const zoneCity = (zone: string): string =>
  (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
