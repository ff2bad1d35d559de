/** Round tiles for categories and brands, and their loading skeletons. */
import { Skeleton, Stack } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';

export const Tile = memo(function Tile({ to, image, label, testId }: { to: string; image: string; label: string; testId: string }) {
  return (
    <Link to={to} data-testid={testId} className="agora-tile">
      <img src={mediaUrl(image)} alt="" width={64} height={64} loading="lazy" />
      <span className="agora-clamp-2">{label}</span>
    </Link>
  );
});

export function TileSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <Stack key={i} gap={4} align="center">
      <Skeleton circle height={64} />
      <Skeleton height={10} width={56} />
    </Stack>
  ));
}
