import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldError, ToolDefinition, ToolFieldGroup, ToolValues } from '@landman/content';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { ToolFieldInput } from './tool-field-input';

interface ToolFieldGroupsProps {
  tool: ToolDefinition;
  /** The values the form was rendered with. */
  values: ToolValues;
  errors: Readonly<Record<string, FieldError>>;
}

function GroupFields({
  tool,
  group,
  values,
  errors,
}: ToolFieldGroupsProps & { group: ToolFieldGroup }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        pt: 1,
      }}
    >
      {group.fields.map((field) => (
        <Box key={field.name} sx={{ gridColumn: field.wide ? '1 / -1' : undefined }}>
          <ToolFieldInput
            toolSlug={tool.slug}
            field={field}
            defaultValue={values[field.name] ?? field.defaultValue ?? ''}
            error={errors[field.name]}
          />
        </Box>
      ))}
    </Box>
  );
}

const groupSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: { xs: 2, md: 2.5 },
  m: 0,
} as const;

/**
 * The form's groups: fieldsets with a legend; an optional group (another tract, another offer)
 * folds into a native <details>, open once it holds a value or an error, with or without
 * JavaScript.
 */
export function ToolFieldGroups({ tool, values, errors }: ToolFieldGroupsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {tool.groups.map((group) => {
        const inUse = group.fields.some(
          (field) =>
            errors[field.name] || ((values[field.name] ?? '') !== '' && !field.defaultValue),
        );
        const intro = group.intro ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {group.intro}
          </Typography>
        ) : null;
        if (!group.optional) {
          return (
            <Box component="fieldset" key={group.title} sx={groupSx}>
              <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
                {group.title}
              </Typography>
              {intro}
              <GroupFields tool={tool} group={group} values={values} errors={errors} />
            </Box>
          );
        }
        return (
          <Box component="details" key={group.title} open={inUse || undefined} sx={groupSx}>
            <Box component="summary" sx={{ fontWeight: 700, cursor: 'pointer' }}>
              {group.title} (optional)
            </Box>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5 }}>
              <Typography component="legend" sx={visuallyHidden}>
                {group.title}
              </Typography>
              {intro}
              <GroupFields tool={tool} group={group} values={values} errors={errors} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
