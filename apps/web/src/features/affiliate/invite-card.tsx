/**
 * The invitation: the code, the registration link with copy and share (the device's share sheet
 * where there is one, else the link is copied), and a QR code of the link drawn in the browser,
 * for a friend to scan from this screen.
 */
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { QrCode } from '../qr/qr-code';

export function InviteCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  async function share() {
    if (navigator.share) {
      // Closing the share sheet rejects: nothing to say.
      await navigator.share({ title: t('affiliate.shareTitle'), text: t('affiliate.shareText', { code }), url: link }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(link);
    toast.emit({ message: t('affiliate.linkCopied'), kind: 'success' });
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="affiliate-invite">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="sm" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <div>
            <Title order={2} fz="h4">
              {t('affiliate.inviteTitle')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('affiliate.inviteBody')}
            </Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              {t('affiliate.code')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text fz="xl" fw={700} ff="monospace" data-testid="affiliate-code">
                {code}
              </Text>
              <CopyButton value={code}>
                {({ copied, copy }) => (
                  <Button variant="subtle" size="compact-sm" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
                    {copied ? t('affiliate.copied') : t('affiliate.copyCode')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </div>
          <TextInput label={t('affiliate.link')} value={link} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="affiliate-link" />
          <Group gap="xs">
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} data-testid="affiliate-copy">
                  {copied ? t('affiliate.copied') : t('affiliate.copyLink')}
                </Button>
              )}
            </CopyButton>
            <Button variant="light" onClick={share} leftSection={<IconShare size={16} />} data-testid="affiliate-share">
              {t('affiliate.share')}
            </Button>
          </Group>
        </Stack>
        <Stack gap={4} align="center" mx={{ base: 'auto', sm: 0 }}>
          <QrCode value={link} size={168} label={t('affiliate.qrLabel')} />
          <Text fz="xs" c="dimmed">
            {t('affiliate.qrHint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
