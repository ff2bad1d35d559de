/**
 * A group of adverts: wide banners with their title over them, side by side in a strip that snaps
 * to each, at every width. Its dots and mouse drag (strip-controls.tsx) arrive after the first
 * paint; a finger swipes it natively from the start.
 */
import type { Advert } from '@agora/contract/site';
import { Skeleton, Text } from '@mantine/core';
import { Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { lazyPart } from '../../lib/lazy-part';
import { mediaUrl } from '../../lib/media';

const StripControls = lazyPart(() => import('./strip-controls'));

function Strip({ adverts, height }: { adverts: Advert[]; height: number }) {
  const strip = useRef<HTMLDivElement>(null);
  return (
    <div className="agora-advert-frame">
      <div className="agora-advert-strip" ref={strip} data-testid="advert-strip">
        {adverts.map((advert) => (
          <Link key={advert.id} to={advert.link || '/'} className="agora-advert" data-testid="advert" draggable={false}>
            <img
              src={mediaUrl(advert.image)}
              alt={advert.title}
              width={1200}
              height={400}
              draggable={false}
              style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
            />
            <Text component="span" fw={800} c="white" fz={{ base: 'lg', sm: 28 }} lh={1.2} className="agora-advert-title">
              {advert.title}
            </Text>
          </Link>
        ))}
      </div>
      {adverts.length > 1 && (
        <Suspense fallback={null}>
          <StripControls strip={strip} count={adverts.length} />
        </Suspense>
      )}
    </div>
  );
}

export function AdvertStrip({ adverts, loading, height = 180 }: { adverts: Advert[] | undefined; loading: boolean; height?: number }) {
  if (loading) return <Skeleton height={height} radius="md" />;
  if (!adverts?.length) return null;
  return <Strip adverts={adverts} height={height} />;
}
