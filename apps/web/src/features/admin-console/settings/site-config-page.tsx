/**
 * Website config (the owner's): the mall's name and logo, and the money settings new orders are
 * placed with: tax rate, the default commission (shops without their own rate), the referrer's
 * share, and the pieces from which a shop's delivery in an order is free (0: never). Rates are
 * typed in percent (two decimals at most) and kept in basis points; orders already placed keep
 * theirs. The mall's time zone sets when the home page's day ends.
 */
import type { SiteConfig } from '@agora/contract/settings-admin';
import { Alert, Button, Group, Image, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { ChooseImageButton } from '../../image-upload/choose-image-button';
import { useImageUpload } from '../../image-upload/use-image-upload';
import { Panel } from '../../system/panel';
import { bpsToPercent, percentToBps } from '../commission';
import { PageHeader } from '../components/page-header';
import { NO_REFUSAL, type Refusal, refusalFor } from '../money/refusal';
import { useSaveSiteConfig, useSiteConfig } from './settings-api';
import { timeZoneOptions } from './time-zone-options';

const RATES = ['tax_rate_bps', 'commission_bps', 'affiliate_bps'] as const;
type RateField = (typeof RATES)[number];
const FIELDS = ['site_name', 'logo', ...RATES, 'free_delivery_pieces', 'time_zone'] as const;
const MAX_PIECES = 1_000_000;

function SiteConfigForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation();
  const save = useSaveSiteConfig();
  const [siteName, setSiteName] = useState(config.site_name);
  const [logo, setLogo] = useState(config.logo);
  const [busy, setBusy] = useState(false);
  const [rates, setRates] = useState<Record<RateField, string>>(() => ({
    tax_rate_bps: bpsToPercent(config.tax_rate_bps),
    commission_bps: bpsToPercent(config.commission_bps),
    affiliate_bps: bpsToPercent(config.affiliate_bps),
  }));
  const [pieces, setPieces] = useState<string | number>(config.free_delivery_pieces);
  const [timeZone, setTimeZone] = useState(config.time_zone);
  const zones = useMemo(() => timeZoneOptions(config.time_zone), [config.time_zone]);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const upload = useImageUpload({ value: logo, onChange: setLogo, onBusy: setBusy });

  const piecesOk = Number.isInteger(Number(pieces)) && String(pieces) !== '' && Number(pieces) >= 0 && Number(pieces) <= MAX_PIECES;
  const problems: Partial<Record<(typeof FIELDS)[number], string>> = {
    site_name: siteName.trim() === '' ? t('admin.settings.siteNameRequired') : undefined,
    free_delivery_pieces: piecesOk ? undefined : t('admin.settings.piecesRule', { max: MAX_PIECES }),
    ...Object.fromEntries(RATES.map((field) => [field, percentToBps(rates[field]) === null ? t('admin.settings.percentRule') : undefined])),
  };
  const error = (field: (typeof FIELDS)[number]) => problems[field] ?? refusal.fields[field];

  const submit = () => {
    setRefusal(NO_REFUSAL);
    if (Object.values(problems).some(Boolean)) return;
    save.mutate(
      {
        site_name: siteName.trim(),
        logo,
        tax_rate_bps: percentToBps(rates.tax_rate_bps) ?? 0,
        commission_bps: percentToBps(rates.commission_bps) ?? 0,
        affiliate_bps: percentToBps(rates.affiliate_bps) ?? 0,
        free_delivery_pieces: Number(pieces),
        time_zone: timeZone,
      },
      {
        onSuccess: () => toast.emit({ kind: 'success', message: t('admin.settings.siteSaved') }),
        onError: (failure) => setRefusal(refusalFor(failure, FIELDS)),
      },
    );
  };

  const rateInput = (field: RateField, label: string, hint: string) => (
    <TextInput
      label={label}
      description={hint}
      // The hint under the box, so the three boxes line up whatever their hints' lengths.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      inputMode="decimal"
      rightSection="%"
      value={rates[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setRates((all) => ({ ...all, [field]: value }));
      }}
      error={error(field)}
      data-testid={`site-${field}`}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="site-config-form"
    >
      <Stack gap="md" maw={760}>
        <Panel title={t('admin.settings.identity')}>
          <TextInput
            label={t('admin.settings.siteName')}
            required
            maxLength={60}
            value={siteName}
            onChange={(event) => setSiteName(event.currentTarget.value)}
            error={error('site_name')}
            maw={420}
            data-testid="site-name"
          />
          <div>
            <Text fz="sm" fw={500} id={upload.labelId}>
              {t('admin.settings.logo')}
            </Text>
            <Text fz="xs" c="dimmed" mb={6}>
              {t('admin.settings.logoHint')}
            </Text>
            <Group align="flex-end" gap="sm">
              {(upload.preview || logo) && (
                <Image src={upload.preview ?? mediaUrl(logo)} alt={t('admin.settings.logo')} w={96} h={96} radius="sm" fit="contain" bg="gray.0" />
              )}
              <ChooseImageButton upload={upload} inputTestId="site-logo-input">
                {t(logo ? 'admin.settings.replaceLogo' : 'admin.settings.chooseLogo')}
              </ChooseImageButton>
              {logo && (
                <Button variant="subtle" color="red" onClick={() => setLogo('')}>
                  {t('admin.settings.removeLogo')}
                </Button>
              )}
            </Group>
            {(upload.failure || refusal.fields.logo) && (
              <Text fz="xs" c="red" mt={4} role="alert">
                {upload.failure ?? refusal.fields.logo}
              </Text>
            )}
          </div>
        </Panel>
        <Panel title={t('admin.settings.moneyPanel')} description={t('admin.settings.moneyHint')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {rateInput('tax_rate_bps', t('admin.settings.taxRate'), t('admin.settings.taxHint'))}
            {rateInput('commission_bps', t('admin.settings.commission'), t('admin.settings.commissionHint'))}
            {rateInput('affiliate_bps', t('admin.settings.affiliate'), t('admin.settings.affiliateHint'))}
          </SimpleGrid>
        </Panel>
        <Panel title={t('admin.settings.deliveryPanel')}>
          <NumberInput
            label={t('admin.settings.freePieces')}
            description={t('admin.settings.freePiecesHint')}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={MAX_PIECES}
            clampBehavior="none"
            value={pieces}
            onChange={setPieces}
            error={error('free_delivery_pieces')}
            maw={320}
            data-testid="site-free-pieces"
          />
        </Panel>
        <Panel title={t('admin.settings.timeZonePanel')}>
          <Select
            label={t('admin.settings.timeZone')}
            description={t('admin.settings.timeZoneHint')}
            data={zones}
            value={timeZone}
            onChange={(value) => value && setTimeZone(value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('admin.settings.timeZoneNone')}
            error={error('time_zone')}
            maw={420}
            data-testid="site-time-zone"
          />
        </Panel>
        {refusal.message && (
          <Alert color="red" variant="light" role="alert">
            {refusal.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={busy} data-testid="site-save">
            {t('admin.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function SiteConfigPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  return (
    <>
      <PageHeader title={t('admin.nav.siteConfig')} intro={t('admin.settings.siteIntro')} />
      {config.data ? <SiteConfigForm config={config.data} /> : <Skeleton height={520} radius="md" />}
    </>
  );
}
