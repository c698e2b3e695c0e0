import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { changeLabel } from './insights-period';

export interface SummaryFigure {
  label: string;
  now: number;
  before: number;
  /** A rate under the figure, such as "2.5% of visits". */
  note?: string;
}

/** The period's figures, each with its change from the period before. */
export function InsightsSummary({ figures }: { figures: readonly SummaryFigure[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {figures.map((figure) => (
        <Paper
          key={figure.label}
          variant="outlined"
          role="group"
          aria-label={figure.label}
          sx={{ p: 2 }}
        >
          <Typography variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography variant="h5" component="p">
            {figure.now}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {changeLabel(figure.now, figure.before)} on the period before ({figure.before})
          </Typography>
          {figure.note && (
            <Typography variant="body2" color="text.secondary">
              {figure.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
