import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

export interface SeriesPoint {
  start: string;
  pageViews: number;
  visitors: number;
}

/** Visitors and page views per step of the period. */
export function InsightsSeriesChart({ series }: { series: readonly SeriesPoint[] }) {
  return (
    <Box role="figure" aria-label="Visitors and page views">
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: series.map((point) => point.start) }]}
        series={[
          { label: 'Visitors', data: series.map((point) => point.visitors) },
          { label: 'Page views', data: series.map((point) => point.pageViews) },
        ]}
      />
    </Box>
  );
}
