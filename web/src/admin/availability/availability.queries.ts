import { graphql } from '../gql';

export const AvailabilityFields = graphql(`
  fragment AvailabilityFields on AvailabilitySettings {
    timeZone
    weeklyHours {
      weekday
      hours {
        start
        end
      }
    }
    dateOverrides {
      date
      hours {
        start
        end
      }
    }
    meetingMinutes
    bufferMinutes
    minNoticeMinutes
    horizonDays
    dailyMax
    changeNoticeHours
    confirmationNote
  }
`);

export const AvailabilitySettingsQuery = graphql(`
  query AvailabilitySettings {
    availabilitySettings {
      ...AvailabilityFields
    }
  }
`);

export const UpdateAvailabilityMutation = graphql(`
  mutation UpdateAvailability($input: AvailabilityInput!) {
    updateAvailability(input: $input) {
      ...AvailabilityFields
    }
  }
`);

/** The open times visitors are offered now: the saved settings' effect. */
export const AvailabilityPreviewQuery = graphql(`
  query AvailabilityPreview($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {
    availableSlots(from: $from, to: $to, timeZone: $timeZone) {
      start
      end
    }
  }
`);
