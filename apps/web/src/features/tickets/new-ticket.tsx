/**
 * A new conversation: with a shop (`?new=1&shop=N`, from the shop, product or order page) or with
 * the mall (no shop, from the chat button or "new conversation"). When the buyer already has an
 * open conversation with that shop, it opens instead of a new one. Subject (prefilled where the
 * page knew one), then the first message with pictures; sending opens the conversation.
 * @example <NewTicket shopId={3} shopName="Acme" orderId={42} subject="About my order" />
 */
import { TICKET_SUBJECT_MAX } from '@agora/contract/tickets';
import { Avatar, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingStore, IconHeadset } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BUYER, useCreateTicket, useTicketList } from './api';
import { Composer } from './composer';
import { ticketPath } from './ticket-links';

/** The buyer's conversation with this shop still going (open or answered), if any. */
function useOngoing(shopId: number | undefined) {
  const open = useTicketList(BUYER, 'open', 1, shopId !== undefined);
  const answered = useTicketList(BUYER, 'answered', 1, shopId !== undefined);
  if (shopId === undefined) return { checking: false, id: null };
  const checking = open.isPending || answered.isPending;
  const found = [...(open.data?.list ?? []), ...(answered.data?.list ?? [])].find((ticket) => ticket.shop?.id === shopId);
  return { checking, id: found?.id ?? null };
}

export function NewTicket({ shopId, shopName, orderId, subject: prefilled }: { shopId?: number; shopName?: string; orderId?: number; subject?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const ongoing = useOngoing(shopId);
  const [subject, setSubject] = useState(prefilled ?? '');
  const [subjectError, setSubjectError] = useState<string | null>(null);

  useEffect(() => {
    if (ongoing.id !== null) navigate(ticketPath(ongoing.id), { replace: true });
  }, [ongoing.id, navigate]);

  if (ongoing.checking || ongoing.id !== null) {
    return (
      <Center mih="30vh" aria-busy="true">
        <Loader />
      </Center>
    );
  }
  const name = shopId ? shopName || t('tickets.theShop') : t('tickets.mallName');
  return (
    <Paper withBorder radius="md" p="md" data-testid="ticket-new">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="orange" radius="md" alt="">
            {shopId ? <IconBuildingStore size={22} aria-hidden /> : <IconHeadset size={22} aria-hidden />}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="md">
              {t('tickets.newWith', { name })}
            </Title>
            <Text fz="sm" c="dimmed">
              {shopId ? t('tickets.newShopHint') : t('tickets.newMallHint')}
            </Text>
          </div>
        </Group>
        <TextInput
          label={t('tickets.subject')}
          value={subject}
          maxLength={TICKET_SUBJECT_MAX}
          onChange={(event) => {
            setSubject(event.currentTarget.value);
            setSubjectError(null);
          }}
          error={subjectError}
          required
          data-testid="ticket-subject-input"
        />
        <Composer
          sending={create.isPending}
          placeholder={t('tickets.firstMessagePlaceholder')}
          onSend={async (body, images) => {
            if (!subject.trim()) {
              setSubjectError(t('tickets.subjectRequired'));
              throw new Error('subject');
            }
            const ticket = await create.mutateAsync({ subject: subject.trim(), body, images, shop_id: shopId, order_id: orderId });
            navigate(ticketPath(ticket.id), { replace: true });
          }}
        />
      </Stack>
    </Paper>
  );
}
