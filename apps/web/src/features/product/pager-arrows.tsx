/** The previous and next buttons over a picture: the gallery's and the full-screen viewer's. */
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PagerArrowsProps {
  className: string;
  size: 'lg' | 'xl';
  index: number;
  total: number;
  onGo: (index: number) => void;
}

export function PagerArrows({ className, size, index, total, onGo }: PagerArrowsProps) {
  const { t } = useTranslation();
  const iconSize = size === 'xl' ? 22 : 20;
  const sides = [
    { side: 'start', label: t('product.previousImage'), to: index - 1, disabled: index === 0, Icon: IconChevronLeft },
    { side: 'end', label: t('product.nextImage'), to: index + 1, disabled: index === total - 1, Icon: IconChevronRight },
  ];
  return sides.map(({ side, label, to, disabled, Icon }) => (
    <ActionIcon
      key={side}
      className={className}
      data-side={side}
      variant="white"
      radius="xl"
      size={size}
      aria-label={label}
      disabled={disabled}
      onClick={() => onGo(to)}
    >
      <Icon size={iconSize} />
    </ActionIcon>
  ));
}
