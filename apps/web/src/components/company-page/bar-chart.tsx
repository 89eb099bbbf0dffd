import Box from '@mui/material/Box';
import { barChartScale } from '@/lib/charts/bar-chart-scale';
import { DataTable } from '@/components/ui/data-table';

export interface ChartPoint {
  label: string;
  value: number | null;
}

interface BarChartProps {
  /** Unique in the page: ids of the SVG's title. */
  id: string;
  title: string;
  points: readonly ChartPoint[];
  /** A value as shown in the table and on the bars' tooltips. */
  format: (value: number) => string;
  /** A tick of the vertical axis (shorter than `format`). */
  formatTick: (value: number) => string;
  yearHeader: string;
  valueHeader: string;
  noValue: string;
}

const WIDTH = 360;
const HEIGHT = 180;
const LEFT = 56;
const BOTTOM = 24;
const TOP = 8;

/**
 * Bars over the years as a server-rendered SVG (no chart library, no client JS), with the same
 * figures in a table beside it: the table is what screen readers and search engines read.
 */
export function BarChart({ id, title, points, format, formatTick, yearHeader, valueHeader, noValue }: BarChartProps) {
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const scale = barChartScale(points.map((point) => point.value), plotHeight);
  const slot = (WIDTH - LEFT) / Math.max(1, points.length);
  const barWidth = Math.min(48, slot * 0.6);
  const titleId = `${id}-titre`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxxs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <div>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={titleId} style={{ maxWidth: WIDTH * 1.5, display: 'block' }}>
          <title id={titleId}>{title}</title>
          {scale.ticks.map((tick) => {
            const y = TOP + scale.y(tick);
            return (
              <g key={tick}>
                <line x1={LEFT} x2={WIDTH} y1={y} y2={y} stroke={tick === 0 ? '#4a5363' : '#d5dae1'} strokeWidth={1} />
                <text x={LEFT - 6} y={y + 4} textAnchor="end" fontSize={11} fill="#4a5363">
                  {formatTick(tick)}
                </text>
              </g>
            );
          })}
          {points.map((point, index) => {
            const x = LEFT + slot * index + (slot - barWidth) / 2;
            const bar = point.value === null ? null : scale.bar(point.value);
            return (
              <g key={point.label}>
                {bar ? (
                  <rect x={x} y={TOP + bar.y} width={barWidth} height={Math.max(1, bar.height)} fill={point.value !== null && point.value < 0 ? '#b3261e' : '#1f4e79'}>
                    <title>{`${point.label} : ${point.value === null ? noValue : format(point.value)}`}</title>
                  </rect>
                ) : null}
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill="#4a5363">
                  {point.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <DataTable
        caption={title}
        columns={[
          yearHeader,
          { header: valueHeader, numeric: true },
        ]}
        rows={points.map((point) => ({ key: point.label, cells: [point.label, point.value === null ? noValue : format(point.value)] }))}
      />
    </Box>
  );
}
