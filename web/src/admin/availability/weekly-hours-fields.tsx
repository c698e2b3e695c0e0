import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { weekdayNames } from './availability-schema';
import { HourRangesFields } from './hour-ranges-fields';

/** The seven weekdays, Monday first, each with its opening hours (several ranges allowed). */
export function WeeklyHoursFields({ idPrefix }: { idPrefix: string }) {
  return (
    <Stack spacing={2}>
      {weekdayNames.map((day, index) => (
        <Box
          key={day}
          component="fieldset"
          sx={{
            border: 0,
            p: 0,
            m: 0,
            minWidth: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '7.5rem 1fr' },
            gap: { xs: 1.5, sm: 2 },
          }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ float: 'left', pt: { sm: 1 } }}>
            {day}
          </Typography>
          <HourRangesFields
            name={`weeklyHours.${index}.hours`}
            dayLabel={day}
            idPrefix={`${idPrefix}-week-${index}`}
          />
        </Box>
      ))}
    </Stack>
  );
}
