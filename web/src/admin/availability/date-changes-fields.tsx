import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldArray, useFormikContext } from 'formik';
import { FormikTextField } from '../../features/contact/formik-text-field';
import { availabilityLimits, newRange, type AvailabilityFormValues } from './availability-schema';
import { HourRangesFields } from './hour-ranges-fields';

/** "2026-12-24" → "Thursday, December 24, 2026" (noon UTC: the same date in every zone). */
export function longDate(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return undefined;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

/** One dated change: its date, closed all day or its own hours, and a way to remove it. */
function DateChange({
  index,
  idPrefix,
  onRemove,
}: {
  index: number;
  idPrefix: string;
  onRemove: () => void;
}) {
  const { values, setFieldValue } = useFormikContext<AvailabilityFormValues>();
  const change = values.dateOverrides[index];
  if (!change) return null;
  const name = `dateOverrides.${index}`;
  const label = longDate(change.date) ?? `New date ${index + 1}`;
  const setClosed = (closed: boolean) => {
    void setFieldValue(`${name}.closed`, closed);
    if (!closed && change.hours.length === 0) void setFieldValue(`${name}.hours`, [newRange()]);
  };
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: 1.5, m: 0, minWidth: 0 }}
      data-testid="date-change"
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, alignItems: { sm: 'center' } }}
        >
          <Box sx={{ maxWidth: { sm: 220 }, width: '100%' }}>
            <FormikTextField
              id={`${idPrefix}-${index}-date`}
              name={`${name}.date`}
              label="Date"
              type="date"
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={change.closed}
                onChange={(event) => setClosed(event.target.checked)}
              />
            }
            label="Closed all day"
          />
        </Stack>
        {change.closed ? null : (
          <HourRangesFields
            name={`${name}.hours`}
            dayLabel={label}
            idPrefix={`${idPrefix}-${index}-hours`}
            emptyText="No hours yet."
          />
        )}
        <Box>
          <Button
            color="error"
            size="small"
            onClick={onRemove}
            aria-label={`Remove this date (${label})`}
          >
            Remove this date
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * Days off and one-off changes: a date's own hours replace its weekday's, or it is closed.
 * The whole list is saved as it stands.
 */
export function DateChangesFields({ idPrefix }: { idPrefix: string }) {
  const { values } = useFormikContext<AvailabilityFormValues>();
  return (
    <FieldArray name="dateOverrides">
      {({ push, remove }) => (
        <Stack spacing={1.5}>
          {values.dateOverrides.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No dated changes: every date follows its weekday.
            </Typography>
          ) : null}
          {values.dateOverrides.map((_change, index) => (
            <DateChange
              key={index}
              index={index}
              idPrefix={idPrefix}
              onRemove={() => remove(index)}
            />
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => push({ date: '', closed: true, hours: [] })}
              disabled={values.dateOverrides.length >= availabilityLimits.dateChanges}
            >
              Add a date
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
