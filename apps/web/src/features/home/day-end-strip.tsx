/**
 * The day-end countdown (spec §3 "time left until end of the current day", §9): a thin daily strip
 * on the home page saying the day ends at midnight in the mall's zone, with the time left. It is
 * the day's clock, not a deal's: no deal ends with it, and each flash deal keeps its own countdown.
 * The time follows the server's clock (its `server_time` and `day_left` in the website config),
 * not the device's; at midnight the config is asked for again and the next day starts counting.
 */
import type { WebsiteConfig } from '@agora/contract/site';
import { Group, Paper, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import { clockOffset, timeLeft, useServerNow } from '../flash-deals/clock';

const two = (n: number) => String(n).padStart(2, '0');

/** The website config with the device time it arrived at (its own key: the boot's copy is kept for good). */
function useDayEnd() {
  return useQuery({
    queryKey: ['website_config', 'day-end'],
    queryFn: async () => ({ config: await request<WebsiteConfig>('/customer/index/store', { query: { type: 'website_config' } }), receivedAt: Date.now() }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function DayEndStrip() {
  const { t } = useTranslation();
  const { data, refetch } = useDayEnd();
  const now = useServerNow(clockOffset(data?.config.server_time, data?.receivedAt ?? 0));
  const end = data ? Date.parse(data.config.server_time) + data.config.day_left * 1000 : 0;
  const left = timeLeft(end, now);
  const over = data !== undefined && left.total === 0;
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    // Midnight: the new day's end, once per day.
    if (over && asked !== end) {
      setAsked(end);
      void refetch();
    }
  }, [over, asked, end, refetch]);
  if (!data) return null;
  const hours = left.days * 24 + left.hours;
  const clock = `${two(hours)}:${two(left.minutes)}:${two(left.seconds)}`;
  return (
    <Paper withBorder radius="md" px="sm" py={6} mt="sm" bg="orange.0" data-testid="day-end" aria-label={t('home.dayEndLabel')} component="section">
      <Group gap={8} wrap="wrap" style={{ rowGap: 2 }} justify="center">
        <Group gap={6} wrap="nowrap">
          <IconCalendarTime size={18} color="var(--mantine-color-orange-8)" aria-hidden />
          <Text component="span" fz="sm" fw={500}>
            {t('home.dayEndTitle')}
          </Text>
          <Text
            component="span"
            fz="sm"
            fw={700}
            c="orange.9"
            ff="monospace"
            role="timer"
            aria-label={`${t('home.dayEndTitle')} ${clock}`}
            data-testid="day-end-clock"
          >
            {clock}
          </Text>
        </Group>
        <Text component="span" fz="xs" c="dimmed" data-testid="day-end-zone">
          ({t('home.dayEndZone', { zone: data.config.time_zone })})
        </Text>
      </Group>
    </Paper>
  );
}
