/**
 * The mall's contact details as the storefront's "contact us" page and footer show them (email,
 * phone, postal address, hours), and the live-chat widget's address. A cleared field is hidden.
 */
import type { SiteContact } from '@agora/contract/site';
import { Alert, Button, Group, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { Panel } from '../../system/panel';
import { PageHeader } from '../components/page-header';
import { useSaveSiteContact, useSiteContact } from './content-api';

function ContactForm({ contact }: { contact: SiteContact }) {
  const { t } = useTranslation();
  const save = useSaveSiteContact();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ initialValues: contact });
  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      await save.mutateAsync(values);
      toast.emit({ message: t('admin.content.saved'), kind: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values) form.setFieldError(error.field, error.message);
      else setRefusal(error instanceof Error ? error.message : t('common.requestError'));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={640}>
        {refusal && <Alert color="red">{refusal}</Alert>}
        <TextInput label={t('admin.content.contactEmail')} type="email" maxLength={254} {...form.getInputProps('contact_email')} />
        <TextInput label={t('admin.content.contactPhone')} maxLength={40} {...form.getInputProps('contact_phone')} />
        <Textarea label={t('admin.content.contactAddress')} autosize minRows={3} maxLength={500} {...form.getInputProps('contact_address')} />
        <TextInput
          label={t('admin.content.contactHours')}
          description={t('admin.content.contactHoursHint')}
          maxLength={200}
          {...form.getInputProps('contact_hours')}
        />
        <TextInput
          label={t('admin.content.serviceUrl')}
          description={t('admin.content.serviceUrlHint')}
          maxLength={500}
          {...form.getInputProps('service_url')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('admin.content.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function ContactDetailsPage() {
  const { t } = useTranslation();
  const contact = useSiteContact();
  return (
    <>
      <PageHeader title={t('admin.nav.contact')} intro={t('admin.content.contactIntro')} />
      <Panel title={t('admin.content.contactPanel')}>{contact.data ? <ContactForm contact={contact.data} /> : <Skeleton height={360} />}</Panel>
    </>
  );
}
