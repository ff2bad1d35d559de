/**
 * The application in two steps: "basic info" (shop name, contact phone, email, address,
 * description) and "register your store" (the ID card's front and back). Checked here first;
 * a refusal from the server is shown next to its field, on its step.
 */
import { SHOP_ADDRESS_MAX, SHOP_ADDRESS_MIN, SHOP_DESCRIPTION_MAX, SHOP_NAME_MAX, SHOP_NAME_MIN } from '@agora/contract/shops';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Stepper, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { validators } from '../auth/validators';
import { type ApplicationForm, useApplySeller } from './api';
import { type FormField, fieldErrorText, isFormField } from './field-error-text';
import { IdImageField } from './id-image-field';

const STEP_FIELDS: FormField[][] = [
  ['shop_name', 'contact', 'email', 'address', 'description'],
  ['id_front_image', 'id_back_image'],
];

interface Props {
  initialValues: ApplicationForm;
  /** The application was sent, or one already exists (2000016): show its state. */
  onDone: () => void;
}

export function ShopForm({ initialValues, onDone }: Props) {
  const { t } = useTranslation();
  const v = validators(t);
  const apply = useApplySeller();
  const [step, setStep] = useState(0);
  // On a phone the two steps stand one above the other: side by side their labels would wrap.
  const narrow = useMediaQuery('(max-width: 36em)');
  const [busy, setBusy] = useState({ front: false, back: false });
  const [alert, setAlert] = useState<string | null>(null);
  const length = (min: number, max: number) => (value: string) =>
    v.required(value) ??
    (value.trim().length < min ? t('validation.minLength', { min }) : value.trim().length > max ? t('shopCreate.maxLength', { max }) : null);
  const form = useForm<ApplicationForm>({
    initialValues,
    validate: {
      shop_name: length(SHOP_NAME_MIN, SHOP_NAME_MAX),
      contact: v.phone,
      email: v.email,
      address: length(SHOP_ADDRESS_MIN, SHOP_ADDRESS_MAX),
      description: (value) => (value.trim().length > SHOP_DESCRIPTION_MAX ? t('shopCreate.maxLength', { max: SHOP_DESCRIPTION_MAX }) : null),
      id_front_image: (value) => (value ? null : t('shopCreate.imageRequired')),
      id_back_image: (value) => (value ? null : t('shopCreate.imageRequired')),
    },
  });

  const stepIsValid = (index: number) => (STEP_FIELDS[index] ?? []).map((field) => form.validateField(field).hasError).every((hasError) => !hasError);
  const next = () => {
    if (stepIsValid(0)) setStep(1);
  };

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        await apply.mutateAsync(values);
        onDone();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Already pending or approved (another tab, a double tap): not an error, show its state.
        if (error.code === 2000016) return onDone();
        if (isFormField(error.field)) {
          form.setFieldError(error.field, fieldErrorText(t, error));
          setStep(STEP_FIELDS.findIndex((fields) => fields.includes(error.field as FormField)));
        } else setAlert(error.message);
      }
    },
    // A field of the first step refused on the second: go back to it.
    (errors) => {
      if (STEP_FIELDS[0]?.some((field) => errors[field])) setStep(0);
    },
  );

  const uploading = busy.front || busy.back;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
      {/* Enter on the first step moves on; only the last step sends. */}
      <form
        onSubmit={(event) => {
          if (step > 0) return submit(event);
          event.preventDefault();
          next();
        }}
        noValidate
      >
        <Stepper
          active={step}
          onStepClick={(index) => (index < step || stepIsValid(0) ? setStep(index) : undefined)}
          size="sm"
          mb="lg"
          orientation={narrow ? 'vertical' : 'horizontal'}
          allowNextStepsSelect={false}
        >
          <Stepper.Step label={t('shopCreate.stepBasic')} description={t('shopCreate.stepBasicHint')} />
          <Stepper.Step label={t('shopCreate.stepStore')} description={t('shopCreate.stepStoreHint')} />
        </Stepper>
        {alert && (
          <Alert color="red" role="alert" mb="sm">
            {alert}
          </Alert>
        )}
        {step === 0 ? (
          <Stack gap="sm">
            <TextInput label={t('shopCreate.shopName')} required maxLength={SHOP_NAME_MAX} autoComplete="organization" {...form.getInputProps('shop_name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('shopCreate.contact')} type="tel" autoComplete="tel" required {...form.getInputProps('contact')} />
              <TextInput label={t('shopCreate.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
            </SimpleGrid>
            <TextInput label={t('shopCreate.address')} required maxLength={SHOP_ADDRESS_MAX} autoComplete="street-address" {...form.getInputProps('address')} />
            <Textarea
              label={`${t('shopCreate.description')} (${t('common.optional')})`}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={SHOP_DESCRIPTION_MAX}
              {...form.getInputProps('description')}
            />
            <Group justify="flex-end" mt="xs">
              <Button onClick={next} rightSection={<IconArrowRight size={18} aria-hidden />} data-testid="shop-create-next">
                {t('shopCreate.next')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <IdImageField
                label={t('shopCreate.idFront')}
                hint={t('shopCreate.idFrontHint')}
                value={form.values.id_front_image}
                onChange={(path) => form.setFieldValue('id_front_image', path)}
                error={form.errors.id_front_image}
                onBusy={(front) => setBusy((b) => ({ ...b, front }))}
                testId="id-front"
              />
              <IdImageField
                label={t('shopCreate.idBack')}
                hint={t('shopCreate.idBackHint')}
                value={form.values.id_back_image}
                onChange={(path) => form.setFieldValue('id_back_image', path)}
                error={form.errors.id_back_image}
                onBusy={(back) => setBusy((b) => ({ ...b, back }))}
                testId="id-back"
              />
            </SimpleGrid>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Button variant="default" onClick={() => setStep(0)} leftSection={<IconArrowLeft size={18} aria-hidden />}>
                {t('shopCreate.previous')}
              </Button>
              <Button
                type="submit"
                loading={apply.isPending}
                disabled={uploading}
                rightSection={<IconSend size={18} aria-hidden />}
                data-testid="shop-create-submit"
              >
                {t('shopCreate.submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </Paper>
  );
}
