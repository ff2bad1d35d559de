/**
 * A small grouped bar chart in SVG (the web app has no chart library, and one would cost more than
 * this does): one group per label, one bar per series, a zero line and the largest value as the
 * scale. The numbers themselves are in the table beside it, so the picture is described once as
 * a whole and each bar carries its value as a tooltip.
 */
import { Group, Text } from '@mantine/core';

/* The bars stretch to the width; the labels are HTML under them, so stretching never distorts the text. */

export interface Series {
  name: string;
  colour: string;
  values: number[];
}

const HEIGHT = 160;
const GROUP = 36;

export function BarChart({ labels, series, format, title }: { labels: string[]; series: Series[]; format: (value: number) => string; title: string }) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const barWidth = (GROUP - 8) / Math.max(1, series.length);
  const width = labels.length * GROUP;
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none" role="img" aria-label={title} data-testid="money-chart">
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-gray-4)" strokeWidth={1} />
        {labels.map((label, i) => (
          <g key={`${label}-${i}`} transform={`translate(${i * GROUP + 4}, 0)`}>
            {series.map((s, j) => {
              const value = Math.max(0, s.values[i] ?? 0);
              const h = (value / max) * (HEIGHT - 4);
              return (
                <rect key={s.name} x={j * barWidth} y={HEIGHT - h} width={barWidth - 1} height={h} fill={s.colour} rx={1}>
                  <title>{`${label} · ${s.name}: ${format(value)}`}</title>
                </rect>
              );
            })}
          </g>
        ))}
      </svg>
      <div aria-hidden style={{ display: 'grid', gridTemplateColumns: `repeat(${labels.length}, 1fr)` }}>
        {labels.map((label, i) => (
          <Text key={`${label}-${i}`} fz={10} c="dimmed" ta="center" style={{ whiteSpace: 'nowrap', overflow: 'hidden' }}>
            {label}
          </Text>
        ))}
      </div>
      <figcaption>
        <Group gap="md" mt={4}>
          {series.map((s) => (
            <Group key={s.name} gap={6}>
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: s.colour, display: 'inline-block' }} />
              <Text fz="xs">{s.name}</Text>
            </Group>
          ))}
        </Group>
      </figcaption>
    </figure>
  );
}
