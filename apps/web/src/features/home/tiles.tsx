/** Round tiles for categories and brands, and their loading skeletons. */
import { Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';

export function Tile({ to, image, label, testId }: { to: string; image: string; label: string; testId: string }) {
  return (
    <UnstyledButton component={Link} to={to} data-testid={testId} style={{ textAlign: 'center' }}>
      <Stack gap={4} align="center">
        <img src={mediaUrl(image)} alt="" width={64} height={64} loading="lazy" style={{ borderRadius: '50%', background: 'var(--mantine-color-gray-1)' }} />
        <Text fz="xs" className="agora-clamp-2" lh={1.25} maw={96}>
          {label}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

export function TileSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <Stack key={i} gap={4} align="center">
      <Skeleton circle height={64} />
      <Skeleton height={10} width={56} />
    </Stack>
  ));
}
