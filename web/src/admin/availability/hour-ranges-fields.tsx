import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { memo } from 'react';
import { FormikTextField } from '../../features/contact/formik-text-field';
import {
  availabilityLimits,
  clockOf,
  minutesOf,
  newRange,
  type AvailabilityFormValues,
  type RangeValues,
} from './availability-schema';

/** "13:30" as the owner reads it: "1:30 PM"; the ends of the day are named. */
export function clockLabel(time: string, endOfDay = false): string {
  const minutes = minutesOf(time);
  if (minutes === 0 || minutes === 24 * 60) return endOfDay ? 'Midnight (end of day)' : 'Midnight';
  if (minutes === 12 * 60) return 'Noon';
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

const step = 15;
const openings = Array.from({ length: (24 * 60) / step }, (_, i) => clockOf(i * step));
const closings = Array.from({ length: (24 * 60) / step }, (_, i) => clockOf((i + 1) * step));

/**
 * A quarter-hour list of times, with the saved one added if it lies between. Memoized: the
 * form renders again on every change, and the week holds a few thousand of these options.
 */
const ClockOptions = memo(function ClockOptions({
  times,
  value,
  endOfDay,
}: {
  times: string[];
  value: string;
  endOfDay?: boolean;
}) {
  const listed = times.includes(value) || !value ? times : [...times, value].sort();
  return (
    <>
      {value ? null : <option value="">Pick a time</option>}
      {listed.map((time) => (
        <option key={time} value={time}>
          {clockLabel(time, endOfDay)}
        </option>
      ))}
    </>
  );
});

/**
 * One day's opening hours (`name` is its list: `weeklyHours.0.hours`), each range a pair of
 * quarter-hour lists; no ranges reads "Closed". Errors show at the range they are about.
 */
export function HourRangesFields({
  name,
  dayLabel,
  idPrefix,
  emptyText = 'Closed',
}: {
  name: string;
  dayLabel: string;
  idPrefix: string;
  emptyText?: string;
}) {
  const { values, errors, touched } = useFormikContext<AvailabilityFormValues>();
  const hours = (getIn(values, name) as RangeValues[] | undefined) ?? [];
  const listError = getIn(errors, name) as unknown;
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <Stack spacing={1.25}>
          {hours.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {emptyText}
            </Typography>
          ) : null}
          {hours.map((range, index) => (
            <Stack
              key={index}
              role="group"
              aria-label={`${dayLabel}, hours ${index + 1}`}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              <FormikTextField
                id={`${idPrefix}-${index}-start`}
                name={`${name}.${index}.start`}
                label="Opens"
                select
                size="small"
                slotProps={{ select: { native: true } }}
              >
                <ClockOptions times={openings} value={range.start} />
              </FormikTextField>
              <FormikTextField
                id={`${idPrefix}-${index}-end`}
                name={`${name}.${index}.end`}
                label="Closes"
                select
                size="small"
                slotProps={{ select: { native: true } }}
              >
                <ClockOptions times={closings} value={range.end} endOfDay />
              </FormikTextField>
              <IconButton
                aria-label={`Remove ${dayLabel}, hours ${index + 1}`}
                onClick={() => remove(index)}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          {typeof listError === 'string' && getIn(touched, name) !== undefined ? (
            <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
              {listError}
            </Typography>
          ) : null}
          <Box>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => push(newRange(hours.at(-1)))}
              disabled={hours.length >= availabilityLimits.rangesPerDay}
            >
              {hours.length === 0 ? 'Add hours' : 'Add more hours'}
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
