/** A ticking countdown: a label, then days (when there are any) and hh:mm:ss in dark boxes. */
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timeLeft } from './clock';

const two = (n: number) => String(n).padStart(2, '0');

function Box({ children }: { children: string }) {
  return (
    <Text component="span" fz="sm" fw={700} c="white" bg="dark.7" px={5} py={1} style={{ borderRadius: 4, minWidth: 26, textAlign: 'center' }}>
      {children}
    </Text>
  );
}

export function Countdown({ label, end, now, testId, inverted = false }: { label: string; end: number; now: number; testId: string; inverted?: boolean }) {
  const { t } = useTranslation();
  const left = timeLeft(end, now);
  const clock = `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
  return (
    // The label may go above the clock on a narrow screen (long Indonesian and Vietnamese labels).
    <Group gap={6} wrap="wrap" style={{ rowGap: 4 }} data-testid={testId}>
      <Text component="span" fz="sm" c={inverted ? 'white' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      {/* role=timer is read out on request only, not at every tick. */}
      <Group gap={3} wrap="nowrap" role="timer" aria-label={`${label} ${left.days > 0 ? `${t('flashDeals.days', { count: left.days })} ` : ''}${clock}`}>
        {left.days > 0 && <Box>{t('flashDeals.days', { count: left.days })}</Box>}
        <Group gap={3} wrap="nowrap" data-testid={`${testId}-clock`}>
          <Box>{two(left.hours)}</Box>
          <Text component="span" fw={700} c={inverted ? 'white' : undefined} aria-hidden>
            :
          </Text>
          <Box>{two(left.minutes)}</Box>
          <Text component="span" fw={700} c={inverted ? 'white' : undefined} aria-hidden>
            :
          </Text>
          <Box>{two(left.seconds)}</Box>
        </Group>
      </Group>
    </Group>
  );
}
