/**
 * "Contact us" (`/pages/contact`): the mall's contact details from the website config, and a form
 * that opens a conversation with the mall (a support ticket without a shop). Anyone sees the
 * details; a guest is asked to log in to write and comes back here. Once sent, the page says it
 * was received and leads to the buyer's support tickets.
 */
import { TICKET_BODY_MAX, TICKET_SUBJECT_MAX } from '@agora/contract/tickets';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { askToLogIn } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { useWebsiteConfig } from '../site/api';
import { useContactMall } from './api';
import { PolicyNav } from './policy-nav';
import './policies.css';

const TICKETS_PATH = '/pages/mine/tickets';

function Detail({ icon, label, children, testId }: { icon: ReactNode; label: string; children: ReactNode; testId: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={testId}>
      <ThemeIcon variant="light" color="orange" radius="xl" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text fz="sm" fw={500} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

function ContactDetails() {
  const { t } = useTranslation();
  const { data: config, isPending } = useWebsiteConfig();
  if (isPending) return <Skeleton height={120} radius="md" />;
  const details = [
    config?.contact_email && (
      <Detail key="email" icon={<IconMail size={18} />} label={t('contact.email')} testId="contact-email">
        <Anchor href={`mailto:${config.contact_email}`} inherit>
          {config.contact_email}
        </Anchor>
      </Detail>
    ),
    config?.contact_phone && (
      <Detail key="phone" icon={<IconPhone size={18} />} label={t('contact.phone')} testId="contact-phone">
        <Anchor href={`tel:${config.contact_phone.replace(/[^\d+]/g, '')}`} inherit>
          {config.contact_phone}
        </Anchor>
      </Detail>
    ),
    config?.contact_hours && (
      <Detail key="hours" icon={<IconClock size={18} />} label={t('contact.hours')} testId="contact-hours">
        {config.contact_hours}
      </Detail>
    ),
    config?.contact_address && (
      <Detail key="address" icon={<IconMapPin size={18} />} label={t('contact.address')} testId="contact-address">
        {config.contact_address}
      </Detail>
    ),
  ].filter(Boolean);
  if (details.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        {t('contact.details')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {details}
      </SimpleGrid>
    </Paper>
  );
}

function Sent({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="xs" py="lg" data-testid="contact-sent" role="status">
      <IconCircleCheck size={44} stroke={1.4} color="var(--mantine-color-green-7)" aria-hidden />
      <Title order={2} fz="lg">
        {t('contact.sent')}
      </Title>
      <Text c="dimmed" fz="sm" maw={420}>
        {t('contact.sentBody')}
      </Text>
      <Group gap="sm" mt="xs" justify="center">
        <Button component={Link} to={TICKETS_PATH}>
          {t('contact.viewTickets')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('contact.another')}
        </Button>
      </Group>
    </Stack>
  );
}

function ContactForm() {
  const { t } = useTranslation();
  const send = useContactMall();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    initialValues: { subject: '', body: '' },
    validate: {
      subject: (value) => (value.trim() ? null : t('validation.required')),
      body: (value) => (value.trim() ? null : t('validation.required')),
    },
  });

  if (sent) {
    return (
      <Sent
        onAnother={() => {
          form.reset();
          setSent(false);
        }}
      />
    );
  }
  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      await send.mutateAsync({ subject: values.subject.trim(), body: values.body.trim() });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values) form.setFieldError(error.field, error.message);
      else setRefusal(error instanceof Error ? error.message : t('common.requestError'));
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <Stack gap="sm">
        {refusal && <Alert color="red">{refusal}</Alert>}
        <TextInput label={t('contact.subject')} required maxLength={TICKET_SUBJECT_MAX} {...form.getInputProps('subject')} />
        <Textarea label={t('contact.message')} required autosize minRows={5} maxRows={14} maxLength={TICKET_BODY_MAX} {...form.getInputProps('body')} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GuestPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Stack align="flex-start" gap="sm" data-testid="contact-login">
      <Text fz="sm">{t('contact.loginFirst')}</Text>
      <Button onClick={() => askToLogIn(navigate, { returnTo: location.pathname + location.search, reason: 'visit', action: null })}>
        {t('contact.login')}
      </Button>
    </Stack>
  );
}

export default function ContactPage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  return (
    <div className="policy-layout">
      <PolicyNav current={null} />
      <Stack gap="md" style={{ minWidth: 0 }}>
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.3}>
            {t('contact.title')}
          </Title>
          <Text c="dimmed" mt={6}>
            {t('contact.intro')}
          </Text>
        </div>
        <ContactDetails />
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="md" mb="sm">
            {t('contact.formTitle')}
          </Title>
          {hasLogin ? <ContactForm /> : <GuestPrompt />}
        </Paper>
      </Stack>
    </div>
  );
}
