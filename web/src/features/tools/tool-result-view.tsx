import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResultTable, ToolResult } from '@landman/content';

interface ToolResultViewProps {
  result: ToolResult;
  /** The contact page with the inputs and result filled in. */
  sendHref: string;
  consultantFirstName: string;
  /** The reminder file's address, for the deadline tools. */
  calendarHref?: string;
}

/**
 * Stacked below 34rem of room (a phone, or the result panel beside the form, some 29rem at 1440): each row becomes a
 * block headed by its first cell, every other cell labelled with its column, so the table never
 * makes the page scroll sideways. The explicit roles keep it a table for screen readers when its
 * display changes.
 */
const stackedWhenNarrow = {
  '@container (max-width: 34rem)': {
    '& table, & tbody': { display: 'block' },
    '& caption': { display: 'block', p: 0, mb: 1, fontWeight: 600 },
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
    '& tbody tr': {
      display: 'block',
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody th, & tbody td': { display: 'block', border: 0, px: 0, py: 0.25 },
    '& tbody th': { fontWeight: 700 },
    '& tbody td': { display: 'flex', justifyContent: 'space-between', gap: 2 },
    '& tbody td::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      textAlign: 'left',
    },
  },
} as const;

function ResultTableView({ table }: { table: ResultTable }) {
  return (
    <Box sx={{ containerType: 'inline-size', ...stackedWhenNarrow }}>
      <Table size="small" role="table">
        <Typography
          component="caption"
          variant="body2"
          sx={{ captionSide: 'top', textAlign: 'left', px: 0 }}
        >
          {table.caption}
        </Typography>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {table.columns.map((column, index) => (
              <TableCell key={`${column}-${index}`} role="columnheader" sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {table.rows.map((row) => (
            <TableRow key={row.join('|')} role="row">
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row" role="rowheader">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell
                    key={index}
                    role="cell"
                    data-label={table.columns[index]}
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The figures and the ways onward (in view at the top of the panel beside the form), then every
 * step of the working, tables and notes.
 */
export function ToolResultView({
  result,
  sendHref,
  consultantFirstName,
  calendarHref,
}: ToolResultViewProps) {
  return (
    <Stack spacing={3}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
        {result.headlines.map((headline) => (
          <Box key={headline.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {headline.label}
            </Typography>
            <Typography
              component="dd"
              data-testid="tool-headline"
              sx={{
                m: 0,
                fontSize: '1.75rem',
                lineHeight: 1.25,
                overflowWrap: 'anywhere',
                fontWeight: 700,
                color: 'primary.main',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {headline.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button href={sendHref} variant="contained" color="secondary">
          {`Send this to ${consultantFirstName}`}
        </Button>
        {calendarHref ? (
          <Button href={calendarHref} variant="outlined" download>
            Download a calendar reminder (.ics)
          </Button>
        ) : null}
      </Stack>
      <div>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          The working
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {result.steps.map((step) => (
            <li key={`${step.label}|${step.working}`}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {step.label}:
              </Typography>{' '}
              <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {step.working} = <strong>{step.result}</strong>
              </Typography>
            </li>
          ))}
        </Box>
      </div>
      {result.tables.map((table) => (
        <ResultTableView key={table.caption} table={table} />
      ))}
      {result.notes.map((note) => (
        <Typography key={note} color="text.secondary">
          {note}
        </Typography>
      ))}
    </Stack>
  );
}
