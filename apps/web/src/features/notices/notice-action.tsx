/**
 * The way from an opened notice to what it is about: "view order" for the buyer's own order, or
 * "open in the seller centre" for an order the shop received (a sign-in handoff to its orders).
 */
import { Button } from '@mantine/core';
import { IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openBackOffice } from '../back-office/open-back-office';
import type { NoticeLink } from './notice-link';

export function NoticeAction({ link }: { link: NonNullable<NoticeLink> }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  if ('to' in link) {
    return (
      <Button
        component={Link}
        to={link.to}
        variant="light"
        size="compact-sm"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        data-testid="notice-link"
      >
        {t(`notices.${link.label}`)}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      size="compact-sm"
      rightSection={<IconExternalLink size={16} aria-hidden />}
      loading={opening}
      onClick={() => {
        setOpening(true);
        // The request shows its own toast when the code cannot be had.
        openBackOffice('seller', link.sellerPage)
          .catch(() => undefined)
          .finally(() => setOpening(false));
      }}
      data-testid="notice-link"
    >
      {t(`notices.${link.label}`)}
    </Button>
  );
}
