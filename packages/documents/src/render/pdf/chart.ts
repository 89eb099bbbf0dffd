import { createElement as h, type ReactElement } from 'react';
import { G, Line, Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { formatCompactFr, toPlainSpaces } from '@registre/domain';
import type { Chart } from '../../model/document-model';
import { FONT_FAMILY } from './fonts';
import { GREY, RULE, SERIES_COLORS, type PdfStyles } from './styles';

const WIDTH = 515;
const HEIGHT = 140;
const LEFT = 48;
const BOTTOM = 16;
const TOP = 6;

/** A round step (1, 2, 2.5 or 5 times a power of ten) cutting `span` in four to six. */
function niceStep(span: number): number {
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
}

/** Axis ticks on round values, from at or below the lowest value (and zero) to at or above the highest. */
export function axisTicks(values: readonly number[]): number[] {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  if (min === max) return [0, 1];
  const step = niceStep(max - min);
  const low = Math.floor(min / step + 1e-9) * step;
  const high = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Math.round(tick / step) * step);
  return ticks;
}

const tickLabel = (value: number, unit: string) => toPlainSpaces(`${formatCompactFr(Math.round(value * 10) / 10)}${unit === '€' ? ' €' : unit === '%' ? ' %' : ` ${unit}`}`);

/** A bar or line chart drawn with react-pdf's SVG primitives (vector, sharp at any zoom). */
export function chartView(chart: Chart, styles: PdfStyles): ReactElement {
  const values = chart.series.flatMap((s) => s.values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const ticks = axisTicks(values);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const plotWidth = WIDTH - LEFT - 4;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const y = (value: number) => TOP + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const slot = chart.categories.length > 0 ? plotWidth / chart.categories.length : plotWidth;
  const text = { fontFamily: FONT_FAMILY, fontSize: 6, fill: GREY };

  const grid = ticks.map((tick, i) =>
    h(G, { key: `t${i}` }, h(Line, { x1: LEFT, x2: WIDTH - 4, y1: y(tick), y2: y(tick), stroke: RULE, strokeWidth: 0.5 }), h(Text, { x: 2, y: y(tick) + 2, style: text }, tickLabel(tick, chart.unit))),
  );
  const labels = chart.categories.map((category, i) => h(Text, { key: `c${i}`, x: LEFT + slot * i + slot / 2 - 8, y: HEIGHT - 4, style: text }, category));

  let marks: ReactElement[];
  if (chart.kind === 'bars') {
    const barWidth = Math.min(26, (slot * 0.7) / Math.max(1, chart.series.length));
    marks = chart.series.flatMap((series, s) =>
      series.values.flatMap((value, i) => {
        if (value === null || !Number.isFinite(value)) return [];
        const x = LEFT + slot * i + slot / 2 - (barWidth * chart.series.length) / 2 + barWidth * s;
        const top = Math.min(y(value), y(0));
        return [h(Rect, { key: `b${s}-${i}`, x, y: top, width: barWidth - 1, height: Math.max(0.5, Math.abs(y(value) - y(0))), fill: SERIES_COLORS[s % SERIES_COLORS.length] })];
      }),
    );
  } else {
    marks = chart.series.map((series, s) => {
      let path = '';
      let pen = false;
      series.values.forEach((value, i) => {
        if (value === null || !Number.isFinite(value)) {
          pen = false;
          return;
        }
        path += `${pen ? 'L' : 'M'}${(LEFT + slot * i + slot / 2).toFixed(1)} ${y(value).toFixed(1)} `;
        pen = true;
      });
      return h(Path, { key: `l${s}`, d: path.trim() || `M${LEFT} ${y(0)}`, stroke: SERIES_COLORS[s % SERIES_COLORS.length], strokeWidth: 1.5, fill: 'none' });
    });
  }
  const zero = h(Line, { x1: LEFT, x2: WIDTH - 4, y1: y(0), y2: y(0), stroke: GREY, strokeWidth: 0.75 });
  const legend = h(
    View,
    { style: styles.legendRow },
    ...chart.series.map((series, s) =>
      h(
        View,
        { key: `g${s}`, style: styles.legendItem },
        h(View, { style: [styles.legendSwatch, { backgroundColor: SERIES_COLORS[s % SERIES_COLORS.length] ?? GREY }] }),
        h(Text, { style: styles.legendText }, series.label),
      ),
    ),
  );
  return h(
    View,
    { style: styles.chart, wrap: false },
    h(Text, { style: styles.chartTitle }, chart.title),
    h(Svg, { width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}` }, ...grid, ...labels, ...marks, zero),
    legend,
  );
}
