import Box from '@mui/material/Box';
import { useField } from 'formik';
import { FormikTextField } from '../../features/contact/formik-text-field';
import { availabilityLimits, durationText } from './availability-schema';

type RuleName =
  | 'meetingMinutes'
  | 'bufferMinutes'
  | 'minNoticeMinutes'
  | 'horizonDays'
  | 'dailyMax'
  | 'changeNoticeHours';

/** One whole-number rule, its range from the API's limits, its meaning in the helper text. */
function RuleField({
  name,
  label,
  idPrefix,
  explain,
}: {
  name: RuleName;
  label: string;
  idPrefix: string;
  explain: (value: number) => string;
}) {
  const [{ value }] = useField<number | ''>(name);
  const [min, max] = availabilityLimits[name];
  return (
    <FormikTextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      type="number"
      size="small"
      helperText={
        typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
          ? explain(value)
          : `${min} to ${max}.`
      }
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  gap: 2,
} as const;

/** Meeting length, buffer and the daily maximum. */
export function MeetingRulesFields({ idPrefix }: { idPrefix: string }) {
  return (
    <Box sx={grid}>
      <RuleField
        name="meetingMinutes"
        label="Meeting length (minutes)"
        idPrefix={idPrefix}
        explain={(minutes) => `Each call lasts ${durationText(minutes)}.`}
      />
      <RuleField
        name="bufferMinutes"
        label="Buffer after each meeting (minutes)"
        idPrefix={idPrefix}
        explain={(minutes) =>
          minutes === 0
            ? 'Calls may follow each other at once.'
            : `${durationText(minutes)} free after each call.`
        }
      />
      <RuleField
        name="dailyMax"
        label="Most meetings in a day"
        idPrefix={idPrefix}
        explain={(count) => `No day takes more than ${count} call${count === 1 ? '' : 's'}.`}
      />
    </Box>
  );
}

/** How soon and how far ahead visitors may book, and until when they may move or cancel. */
export function BookingWindowFields({ idPrefix }: { idPrefix: string }) {
  return (
    <Box sx={grid}>
      <RuleField
        name="minNoticeMinutes"
        label="Minimum notice (minutes)"
        idPrefix={idPrefix}
        explain={(minutes) =>
          minutes === 0
            ? 'Visitors may book any open time from now on.'
            : `Visitors book at least ${durationText(minutes)} ahead.`
        }
      />
      <RuleField
        name="horizonDays"
        label="Visitors may book ahead (days)"
        idPrefix={idPrefix}
        explain={(days) => `Open times are offered up to ${durationText(days * 1440)} ahead.`}
      />
      <RuleField
        name="changeNoticeHours"
        label="Move or cancel online until (hours before)"
        idPrefix={idPrefix}
        explain={(hours) =>
          hours === 0
            ? 'Visitors may move or cancel online until the call starts.'
            : `Within ${durationText(hours * 60)} of the call, the visitor is asked to phone instead.`
        }
      />
    </Box>
  );
}
