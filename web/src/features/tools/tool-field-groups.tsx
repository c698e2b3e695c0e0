import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FieldError, ToolDefinition, ToolFieldGroup, ToolValues } from '@landman/content';
import type { MouseEvent, SyntheticEvent } from 'react';
import { ToolFieldInput } from './tool-field-input';

interface ToolFieldGroupsProps {
  tool: ToolDefinition;
  /** The text each field is rendered with (the last submitted or rearranged figures). */
  values: ToolValues;
  errors: Readonly<Record<string, FieldError>>;
  /** The optional rows shown (group titles). */
  open: ReadonlySet<string>;
  /** Bumped for a row whose figures were rearranged: its inputs render again from `values`. */
  versions?: Readonly<Record<string, number>>;
  /** Set once the island runs: rows can then be removed (without JavaScript, emptied). */
  onAdd?: (group: ToolFieldGroup) => void;
  onRemove?: (group: ToolFieldGroup) => void;
  /** The browser opened a row itself (find in page opens a folded <details>). */
  onOpened?: (group: ToolFieldGroup) => void;
}

const groupSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: { xs: 2, md: 2.5 },
  m: 0,
  minWidth: 0,
} as const;

function GroupFields({
  tool,
  group,
  values,
  errors,
}: Pick<ToolFieldGroupsProps, 'tool' | 'values' | 'errors'> & { group: ToolFieldGroup }) {
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

function GroupIntro({ group }: { group: ToolFieldGroup }) {
  return group.intro ? (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {group.intro}
    </Typography>
  ) : null;
}

/** The add control's label: the series' own ("Add a tract"), else the row's name. */
const addLabelOf = (group: ToolFieldGroup): string =>
  group.series?.addLabel ?? `Add ${group.title.toLowerCase()}`;

/**
 * Hides every folded row of a series but the first: one "Add a tract" control at a time, with or
 * without JavaScript (opening a row makes the next one the first folded).
 */
function oneAddControlPerSeries(tool: ToolDefinition) {
  const keys = new Set(tool.groups.flatMap((group) => (group.series ? [group.series.key] : [])));
  return Object.fromEntries(
    Array.from(keys, (key) => [
      `& > details[data-series="${key}"]:not([open]) ~ details[data-series="${key}"]:not([open])`,
      { display: 'none' },
    ]),
  );
}

/**
 * The form's groups, each a fieldset with a legend. An optional row (another tract, another
 * offer) is a <details> whose summary is drawn as an "Add a tract" button: it works without
 * JavaScript (the browser opens it; the row is left out while its fields are empty), and the
 * island adds focus handling and a Remove button that empties the row and moves later rows up.
 */
export function ToolFieldGroups({
  tool,
  values,
  errors,
  open,
  versions = {},
  onAdd,
  onRemove,
  onOpened,
}: ToolFieldGroupsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, ...oneAddControlPerSeries(tool) }}>
      {tool.groups.map((group) => {
        const fields = (
          <GroupFields
            key={versions[group.title] ?? 0}
            tool={tool}
            group={group}
            values={values}
            errors={errors}
          />
        );
        if (!group.optional) {
          return (
            <Box component="fieldset" key={group.title} sx={groupSx}>
              <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
                {group.title}
              </Typography>
              <GroupIntro group={group} />
              {fields}
            </Box>
          );
        }
        const shown = open.has(group.title);
        const add = (event: MouseEvent) => {
          if (!onAdd) return;
          event.preventDefault();
          onAdd(group);
        };
        const toggled = (event: SyntheticEvent<HTMLDetailsElement>) => {
          if (event.currentTarget.open && !shown) onOpened?.(group);
        };
        return (
          <Box
            component="details"
            key={group.title}
            open={shown || undefined}
            data-series={group.series?.key}
            data-row={group.title}
            onToggle={toggled}
            sx={{ minWidth: 0, '&[open] > summary': { display: 'none' } }}
          >
            <Box
              component="summary"
              onClick={add}
              sx={(theme) => ({
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 44,
                px: 2,
                border: `2px dashed ${theme.palette.primary.main}`,
                borderRadius: 1,
                color: 'primary.main',
                fontWeight: 700,
                cursor: 'pointer',
                '&:hover': { bgcolor: 'action.hover', borderStyle: 'solid' },
              })}
            >
              <AddIcon fontSize="small" aria-hidden />
              {addLabelOf(group)}
            </Box>
            <Box component="fieldset" sx={groupSx}>
              <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
                {group.title}{' '}
                <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                  (optional)
                </Typography>
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  minHeight: 36,
                  mb: 1,
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  {group.intro ?? 'Leave these empty to leave this row out.'}
                </Typography>
                {onRemove ? (
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={<CloseIcon aria-hidden />}
                    aria-label={`Remove ${group.title}`}
                    onClick={() => onRemove(group)}
                    sx={{ minHeight: 36, flexShrink: 0 }}
                  >
                    Remove
                  </Button>
                ) : null}
              </Box>
              {fields}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
