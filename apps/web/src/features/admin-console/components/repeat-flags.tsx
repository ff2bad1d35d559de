/**
 * In red: the other accounts a shop application or a withdrawal repeats (the same ID picture,
 * phone or bank account), each a link to the other application, else to the other user.
 * @example <RepeatFlags repeats={row.repeats} />
 */
import type { Repeat } from '@agora/contract/repeat-flags';
import { Alert, Anchor, Badge, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';

function RepeatLine({ repeat, size = 'xs' }: { repeat: Repeat; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const to = repeat.other_application_id ? areaPath(`applications/${repeat.other_application_id}`) : areaPath(`users/${repeat.other_user_id}`);
  return (
    <Text fz={size} c="red.8" style={{ overflowWrap: 'anywhere' }}>
      {t(`admin.repeats.kind_${repeat.kind}`)}{' '}
      <Anchor component={Link} to={to} fz={size} c="red.9" fw={600} underline="always">
        {repeat.other_name || `#${repeat.other_user_id}`}
      </Anchor>
      {repeat.other_application_id ? (
        <>
          {' · '}
          <Anchor component={Link} to={areaPath(`users/${repeat.other_user_id}`)} fz={size} c="red.9">
            {t('admin.repeats.user', { id: repeat.other_user_id })}
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}

/** The row's flags: a red badge and one line per repeat. Nothing when there are none. */
export function RepeatFlags({ repeats }: { repeats: Repeat[] }) {
  const { t } = useTranslation();
  if (!repeats.length) return null;
  return (
    <Stack gap={2} mt={4} data-testid="repeat-flags">
      <Badge
        color="red"
        leftSection={<IconCopy size={12} />}
        styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
      >
        {t('admin.repeats.badge', { count: repeats.length })}
      </Badge>
      {repeats.map((repeat) => (
        <RepeatLine key={`${repeat.kind}-${repeat.other_user_id}-${repeat.other_application_id ?? ''}`} repeat={repeat} />
      ))}
    </Stack>
  );
}

/** The detail page's warning: what is repeated and where, before the decision. */
export function RepeatAlert({ repeats }: { repeats: Repeat[] }) {
  const { t } = useTranslation();
  if (!repeats.length) return null;
  return (
    <Alert color="red" variant="light" title={t('admin.repeats.title')} icon={<IconCopy size={18} />} mb="md" data-testid="repeat-alert">
      <Text fz="sm" mb={6}>
        {t('admin.repeats.intro')}
      </Text>
      <Stack gap={4}>
        {repeats.map((repeat) => (
          <RepeatLine key={`${repeat.kind}-${repeat.other_user_id}-${repeat.other_application_id ?? ''}`} repeat={repeat} size="sm" />
        ))}
      </Stack>
    </Alert>
  );
}
