/**
 * One notice or announcement as an expanding row: icon, title (bold with a dot while unread),
 * type and state badges and the date; opening it shows the full text and, when the notice is
 * about something that has a page (an order), the way there. Opening an unread notice marks it
 * read (the page passes `onOpen`).
 */
import { Badge, Box, Collapse, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { type Icon, IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

export function NoticeItem({
  icon: IconComponent,
  title,
  body,
  date,
  unread = false,
  badges,
  action,
  onOpen,
  testId,
}: {
  icon: Icon;
  title: string;
  body: string;
  date: string;
  unread?: boolean;
  badges?: ReactNode;
  /** Shown under the opened text: a link to what the notice is about. */
  action?: ReactNode;
  onOpen?: () => void;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Box
      component="li"
      data-testid={testId}
      data-unread={unread ? 'true' : 'false'}
      className="notices-item"
      style={{ background: unread ? 'var(--mantine-color-orange-0)' : undefined }}
    >
      <UnstyledButton
        w="100%"
        px="sm"
        py="sm"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen(!open);
          if (!open) onOpen?.();
        }}
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" color={unread ? 'orange' : 'gray'} radius="xl" size="lg" aria-hidden>
            <IconComponent size={20} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              {unread && <Box w={8} h={8} mt={7} bg="red.6" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />}
              <Text fw={unread ? 700 : 500} fz="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={open ? undefined : 2}>
                {title}
              </Text>
            </Group>
            <Group gap={6} wrap="wrap" style={{ rowGap: 4 }}>
              {badges}
              <Text fz="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {date}
              </Text>
            </Group>
            {!open && (
              <Text fz="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {body}
              </Text>
            )}
          </Stack>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ flex: 'none', marginTop: 8, transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Box id={bodyId} px="sm" pb="md" pl={58}>
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid={`${testId}-body`}>
            {body}
          </Text>
          {action && <Box mt="xs">{action}</Box>}
        </Box>
      </Collapse>
    </Box>
  );
}

/** A small badge beside a notice's date (its type, its state). */
export function NoticeBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" size="sm" radius="sm" tt="none" style={{ maxWidth: '100%' }}>
      {children}
    </Badge>
  );
}
