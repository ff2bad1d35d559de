/**
 * `/choose-location` (spec §2's system page): pick a country, then its state and city, and go back
 * to the page that opened it with the choice in its query (location-choice.ts). Opened with
 * `?back=<path>` and optionally the `country`, `state`, `city` to start from; open to anyone.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { backWithChoice, type PlaceChoice, safeBack } from './location-choice';
import { PlacePicker, useNeedsState } from './place-picker';

export default function ChooseLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'));
  const [place, setPlace] = useState<PlaceChoice>({ country: params.get('country') ?? '', state: params.get('state') ?? '', city: params.get('city') ?? '' });
  const needsState = useNeedsState(place.country);
  const complete = Boolean(place.country) && (!needsState || Boolean(place.state && place.city.trim()));

  return (
    <Stack gap="md" maw={560} mx="auto" data-testid="choose-location">
      <div>
        <Title order={1} fz="xl">
          {t('pages.chooseLocation')}
        </Title>
        <Text fz="sm" c="dimmed" mt={4}>
          {t('addresses.chooseHint')}
        </Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <PlacePicker value={place} onChange={setPlace} testId="choose" />
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => navigate(back, { replace: true })}>
          {t('addresses.cancel')}
        </Button>
        <Button
          leftSection={<IconCheck size={18} aria-hidden />}
          disabled={!complete}
          onClick={() => navigate(backWithChoice(back, { ...place, city: place.city.trim() }), { replace: true })}
          data-testid="choose-use"
        >
          {t('addresses.useLocation')}
        </Button>
      </Group>
    </Stack>
  );
}
