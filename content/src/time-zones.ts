/**
 * "America/Los_Angeles" → "Los Angeles": how a time zone is named to a visitor (the booking
 * pages, the desk's agenda, the assistant's replies and the server-rendered booking form).
 */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}
