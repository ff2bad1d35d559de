/**
 * What a shop has earned, as its seller reads it on the seller centre's dashboard (in US dollars)
 * and on the wallet page (in the buyer's currency): credited this month and last (net of
 * commission, by the day each order settled), what paid orders will credit once completed, and
 * the commission taken so far. Each area brings its own texts (its own locale files) and money
 * format; `earnings` null while they load.
 * @example <EarningsBlock earnings={data.earnings} price={usd} texts={texts} testId="seller-earnings" />
 */
import type { ShopEarnings } from '@agora/contract/seller';
import { Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';

/** The block's texts, already translated: its title, a line on what it counts, and a label per figure. */
export type EarningsTexts = Record<'title' | 'hint' | keyof ShopEarnings, string>;

const FIELDS = ['this_month', 'last_month', 'pending', 'commission_paid'] as const satisfies readonly (keyof ShopEarnings)[];

export function EarningsBlock({
  earnings,
  price,
  texts,
  testId,
}: {
  earnings: ShopEarnings | null;
  price: (cents: number) => string;
  texts: EarningsTexts;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} aria-busy={earnings === null}>
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconWallet size={18} color="var(--mantine-color-orange-7)" aria-hidden />
        <Title order={2} fz="h4">
          {texts.title}
        </Title>
      </Group>
      <Text fz="xs" c="dimmed" mb="sm">
        {texts.hint}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        {FIELDS.map((field) => (
          <div key={field} data-testid={`earnings-${field}`}>
            <Text fz="sm" c="dimmed" lh={1.3}>
              {texts[field]}
            </Text>
            {earnings === null ? (
              <Skeleton h={30} w={96} mt={4} />
            ) : (
              <Text fz={22} fw={700} className="agora-tabular" mt={2} data-testid="earnings-value">
                {price(earnings[field])}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
