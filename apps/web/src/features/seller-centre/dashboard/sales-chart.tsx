/**
 * This month's daily sales against last month's, as two lines over days 1–31. A small SVG of
 * our own: the project has no charting library, and two lines do not warrant one (@mantine/charts
 * would bring recharts, ~100 KB gzipped, into the seller centre's chunk).
 */
import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type ChartBox, linePoints, niceMax, type SalesPoint } from './chart-geometry';

const THIS_MONTH = 'var(--mantine-color-orange-6)';
const LAST_MONTH = 'var(--mantine-color-gray-5)';

export function SalesChart({ thisMonth, lastMonth, format }: { thisMonth: SalesPoint[]; lastMonth: SalesPoint[]; format: (cents: number) => string }) {
  const { t } = useTranslation();
  // Drawn at the width it is shown, so the labels keep their size on a phone.
  const { ref, width } = useElementSize();
  const top = niceMax(Math.max(0, ...thisMonth.map((p) => p.amount), ...lastMonth.map((p) => p.amount)));
  const ticks = [0, 0.5, 1];
  const labels = ticks.map((tick) => format(top * tick));
  // Room for the longest amount ("200,00 US$", "RM 1,000.00"): about 7 px a character at 11 px.
  const left = Math.max(40, Math.ceil(Math.max(...labels.map((l) => l.length)) * 7) + 10);
  const box: ChartBox = { width: Math.max(280, Math.round(width) || 640), height: 220, left, bottom: 24, top: 8 };
  const plotHeight = box.height - box.top - box.bottom;
  const days = [1, 8, 15, 22, 29];
  const x = (day: number) => box.left + ((day - 1) / 30) * (box.width - box.left);

  return (
    <figure ref={ref} style={{ margin: 0 }} data-testid="sales-chart">
      {/* Drawn once its width is known: drawn at a guess first, it would be scaled, labels and all, then jump. */}
      {width > 0 ? (
        <svg viewBox={`0 0 ${box.width} ${box.height}`} width="100%" role="img" aria-label={t('seller.dashboard.chartLabel')} style={{ display: 'block' }}>
          {ticks.map((tick, i) => {
            const y = box.top + plotHeight - tick * plotHeight;
            return (
              <g key={tick}>
                <line x1={box.left} x2={box.width} y1={y} y2={y} stroke="var(--mantine-color-gray-3)" strokeDasharray={tick ? '4 4' : undefined} />
                <text x={box.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="var(--mantine-color-dimmed)" className="agora-tabular">
                  {labels[i]}
                </text>
              </g>
            );
          })}
          {days.map((day) => (
            <text key={day} x={x(day)} y={box.height - 6} textAnchor="middle" fontSize="11" fill="var(--mantine-color-dimmed)">
              {day}
            </text>
          ))}
          <polyline points={linePoints(lastMonth, top, box)} fill="none" stroke={LAST_MONTH} strokeWidth="2" strokeDasharray="6 4" />
          <polyline points={linePoints(thisMonth, top, box)} fill="none" stroke={THIS_MONTH} strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
      ) : (
        <div style={{ height: box.height }} />
      )}
      <Group component="figcaption" gap="md" justify="center" fz="sm" mt={4}>
        <Legend color={THIS_MONTH} label={t('seller.dashboard.thisMonth')} />
        <Legend color={LAST_MONTH} label={t('seller.dashboard.lastMonth')} dashed />
      </Group>
    </figure>
  );
}

function Legend({ color, label, dashed }: { color: string; label: string; dashed?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <svg width="20" height="8" aria-hidden>
        <line x1="0" x2="20" y1="4" y2="4" stroke={color} strokeWidth="2.5" strokeDasharray={dashed ? '5 3' : undefined} />
      </svg>
      <Text fz="sm">{label}</Text>
    </Group>
  );
}
