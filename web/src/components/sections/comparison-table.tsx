import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

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
      <Table
        sx={{
          minWidth: 520,
          '& caption': { captionSide: 'top' },
          '& th, & td': { px: { xs: 1.5, md: 2 }, verticalAlign: 'top' },
        }}
      >
        <Box
          component="caption"
          id={captionId}
          sx={{ textAlign: 'left', typography: 'subtitle2', color: 'text.primary', px: 2, py: 1.5 }}
        >
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                component="th"
                scope="col"
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
              >
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, rowIndex) => {
            const highlighted = rowIndex === highlightRow;
            return (
              <TableRow
                key={row[0] ?? rowIndex}
                data-highlighted={highlighted || undefined}
                sx={highlighted ? { bgcolor: 'background.default' } : undefined}
              >
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <TableCell
                      key={cellIndex}
                      component="th"
                      scope="row"
                      sx={{
                        fontWeight: 700,
                        color: 'primary.main',
                        borderLeft: 4,
                        borderLeftColor: highlighted ? 'secondary.main' : 'transparent',
                      }}
                    >
                      {cell}
                      {highlighted && highlightLabel && <RowBadge label={highlightLabel} />}
                    </TableCell>
                  ) : (
                    <TableCell key={cellIndex} sx={{ color: 'text.primary' }}>
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The highlighted row's label, drawn like a small Chip without loading Chip on every page. */
function RowBadge({ label }: { label: string }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 1,
        py: 0.25,
        borderRadius: 4,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        typography: 'caption',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {label}
    </Box>
  );
}
