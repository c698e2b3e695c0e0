import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

interface Counted {
  value: string;
  pageViews: number;
  visitors?: number;
}

interface Followed {
  value: string;
  chats: number;
  leads: number;
  meetingsBooked: number;
  meetingsKept: number;
  meetingsMissed: number;
  /** Readers of an article (the articles' table only). */
  visitors?: number;
}

/** A column of a figures table: its header and how a row shows in it (numbers align right). */
interface Column<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
}

/**
 * The one table of the insights page: a title, the row's name in the first column, then one
 * number per column; "Nothing in this period." when there are no rows.
 */
function FiguresTable<Row>({
  title,
  label,
  rows,
  nameOf,
  columns,
}: {
  title: string;
  label: string;
  rows: readonly Row[];
  nameOf: (row: Row) => string;
  columns: readonly Column<Row>[];
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{label}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.header} align="right">
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>Nothing in this period.</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={nameOf(row)}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{nameOf(row)}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header} align="right">
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

const countColumns: readonly Column<Counted>[] = [
  { header: 'Views', cell: (row) => row.pageViews },
  { header: 'Visitors', cell: (row) => row.visitors ?? '—' },
];

/** Pages, referrers or campaigns with their views and visitors. */
export function CountTable(props: { title: string; label: string; rows: readonly Counted[] }) {
  return <FiguresTable {...props} nameOf={(row) => row.value} columns={countColumns} />;
}

const followedColumns: readonly Column<Followed>[] = [
  { header: 'Chats', cell: (row) => row.chats },
  { header: 'Leads', cell: (row) => row.leads },
  { header: 'Booked', cell: (row) => row.meetingsBooked },
  { header: 'Kept', cell: (row) => row.meetingsKept },
  { header: 'Missed', cell: (row) => row.meetingsMissed },
];
const readersColumn: Column<Followed> = { header: 'Readers', cell: (row) => row.visitors ?? 0 };

/**
 * What followed the visits that came in one way (or, with `readers`, that read an article):
 * chats, leads, meetings booked, kept and missed.
 */
export function FollowedTable({
  readers = false,
  ...props
}: {
  title: string;
  label: string;
  rows: readonly Followed[];
  readers?: boolean;
}) {
  return (
    <FiguresTable
      {...props}
      nameOf={(row) => row.value}
      columns={readers ? [readersColumn, ...followedColumns] : followedColumns}
    />
  );
}

/** A name and one number per row: leads by how they came in, visits per tool. */
export function NumberTable({
  column,
  ...props
}: {
  title: string;
  label: string;
  column: string;
  rows: readonly { name: string; count: number }[];
}) {
  return (
    <FiguresTable
      {...props}
      nameOf={(row) => row.name}
      columns={[{ header: column, cell: (row) => row.count }]}
    />
  );
}
