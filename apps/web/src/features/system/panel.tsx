/**
 * A framed part of a page: a bordered section with its heading (and a line under it), the
 * section named by that heading. One frame for the profile's forms, the seller centre's bulk
 * cards and the admin console's panels, so their padding, radius and heading size agree.
 * @example <Panel title={t('profile.passwordTitle')} description={t('profile.passwordHint')}><form>…</form></Panel>
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function Panel({
  title,
  description,
  children,
  testId,
}: {
  title: ReactNode;
  /** A line of help under the heading. */
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text fz="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
