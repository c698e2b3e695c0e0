import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { zoneCity } from '@landman/content';

/** Every zone this browser's Intl names, with the current one first in line if it is not. */
function zoneList(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

const zoneLabel = (zone: string) => {
  const region = zone.includes('/') ? zone.split('/')[0]!.replace(/_/g, ' ') : '';
  return region ? `${zoneCity(zone)} (${region})` : zone;
};

/** "Time zone": the visitor's own, shown and changeable; the times follow it. */
export function TimeZoneField({ zone, onZone }: { zone: string; onZone: (zone: string) => void }) {
  const zones = useMemo(() => zoneList(zone), [zone]);
  return (
    <TextField
      select
      size="small"
      label="Time zone"
      value={zone}
      onChange={(event) => onZone(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {zones.map((name) => (
        <option key={name} value={name}>
          {zoneLabel(name)}
        </option>
      ))}
    </TextField>
  );
}
