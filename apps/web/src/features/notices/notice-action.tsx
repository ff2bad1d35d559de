/**
 * The way from an opened notice to what it is about: a storefront page (the buyer's order, refund
 * request or conversation), or a page of the seller centre or the admin console (a sign-in handoff).
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
        const [area, page] = 'adminPage' in link ? (['admin', link.adminPage] as const) : (['seller', link.sellerPage] as const);
        openBackOffice(area, page)
          .catch(() => undefined)
          .finally(() => setOpening(false));
      }}
      data-testid="notice-link"
    >
      {t(`notices.${link.label}`)}
    </Button>
  );
}
