/**
 * The mall's default delivery channels, which every shop without channels of its own ships by:
 * the sellers' channel editor, how many shops ship by them, one Save. At least one channel stays.
 * For the owner and orders staff (the menu offers it to them; the API refuses anyone else).
 */
import type { MallShipping } from '@agora/contract/shipping';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/events';
import { useMallShipping, useSaveMallShipping } from '../../shipping/api';
import { type ChannelDraft, draftOfChannel, toChannelInput } from '../../shipping/channel-draft';
import { ChannelList } from '../../shipping/channel-list';
import { Panel } from '../../system/panel';
import { PageHeader } from '../components/page-header';
import { useFormats } from '../use-formats';

function DefaultChannelsForm({ mall }: { mall: MallShipping }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  const save = useSaveMallShipping();
  const [channels, setChannels] = useState<ChannelDraft[]>(() => mall.channels.map(draftOfChannel));
  const [noneLeft, setNoneLeft] = useState(false);
  const failure = save.error instanceof ApiError ? save.error : null;
  const refusal = failure?.field ? { field: failure.field, text: errorText(failure) } : null;
  const onRow = failure?.field && /^channels\.\d/.test(failure.field);

  const submit = () => {
    setNoneLeft(channels.length === 0);
    if (channels.length === 0) return;
    save.mutate(
      { channels: channels.map(toChannelInput) },
      {
        onSuccess: (saved) => {
          setChannels(saved.channels.map(draftOfChannel));
          toast.emit({ kind: 'success', message: t('admin.shipping.saved') });
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light" size="lg" tt="none" data-testid="shops-using">
          {t('admin.shipping.shopsUsing', { count: mall.shops_using })}
        </Badge>
      </Group>
      {failure && !onRow && (
        <Alert color="red" role="alert" data-testid="save-error">
          {errorText(failure)}
        </Alert>
      )}
      {noneLeft && (
        <Alert color="red" role="alert">
          {t('admin.shipping.atLeastOne')}
        </Alert>
      )}
      <ChannelList channels={channels} onChange={setChannels} refusal={refusal} money={usd} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="save-shipping">
          {t('admin.shipping.save')}
        </Button>
      </Group>
    </Stack>
  );
}

export default function ShippingPage() {
  const { t } = useTranslation();
  const mall = useMallShipping();
  return (
    <>
      <PageHeader title={t('admin.shipping.title')} intro={t('admin.shipping.intro')} />
      <Panel title={t('admin.shipping.channels')} description={t('admin.shipping.channelsHint')} testId="mall-shipping">
        {mall.data ? <DefaultChannelsForm mall={mall.data} /> : mall.isError ? <Text c="red">{t('common.requestError')}</Text> : <Skeleton height={240} />}
      </Panel>
    </>
  );
}
