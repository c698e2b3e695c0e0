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

function ResultTableView({ table }: { table: ResultTable }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <Typography
          component="caption"
          variant="body2"
          sx={{ captionSide: 'top', textAlign: 'left', px: 0 }}
        >
          {table.caption}
        </Typography>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableCell key={`${column}-${index}`} sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} sx={{ fontVariantNumeric: 'tabular-nums' }}>
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

/** The figures, every step of the working, tables and notes, then the ways onward. */
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button href={sendHref} variant="contained" color="secondary">
          {`Send this to ${consultantFirstName}`}
        </Button>
        {calendarHref ? (
          <Button href={calendarHref} variant="outlined" download>
            Download a calendar reminder (.ics)
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
