import Box from '@mui/material/Box';
import { LabelBadge } from './label-badge';

interface ComparisonTableProps {
  /** Used to name the scrollable region after the caption. */
  id: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  highlightRow?: number;
  highlightLabel?: string;
}

/**
 * Native table elements styled from the theme: MUI's Table family would add its code to every
 * service and location page for the two tables the site has.
 */
const tableSx = {
  width: '100%',
  minWidth: 520,
  borderCollapse: 'collapse',
  '& caption': {
    captionSide: 'top',
    textAlign: 'left',
    typography: 'subtitle2',
    color: 'text.primary',
    px: 2,
    py: 1.5,
  },
  '& th, & td': {
    px: { xs: 1.5, md: 2 },
    py: 2,
    typography: 'body2',
    textAlign: 'left',
    verticalAlign: 'top',
    color: 'text.primary',
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& thead th': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 },
  '& tbody th': {
    fontWeight: 700,
    color: 'primary.main',
    borderLeft: 4,
    borderLeftColor: 'transparent',
  },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  '& tr[data-highlighted]': { bgcolor: 'background.default' },
  '& tr[data-highlighted] th': { borderLeftColor: 'secondary.main' },
} as const;

/**
 * A real data table: caption, column headers and a row header per row, so screen readers
 * announce "Standard, Turnaround, 48 hours". Wide tables scroll inside a focusable region.
 */
export function ComparisonTable({
  id,
  caption,
  columns,
  rows,
  highlightRow,
  highlightLabel,
}: ComparisonTableProps) {
  const captionId = `${id}-caption`;
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box component="table" sx={tableSx}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => {
            const highlighted = rowIndex === highlightRow;
            const [header, ...cells] = row;
            return (
              <tr key={header ?? rowIndex} data-highlighted={highlighted || undefined}>
                <th scope="row">
                  {header}
                  {highlighted && highlightLabel && (
                    <LabelBadge
                      label={highlightLabel}
                      bgcolor="secondary.main"
                      color="secondary.contrastText"
                      sx={{ ml: 1, verticalAlign: 'middle' }}
                    />
                  )}
                </th>
                {cells.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
