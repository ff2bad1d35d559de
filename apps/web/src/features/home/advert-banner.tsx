/** The top advert: a wide banner with its title over it; the others of the group scroll beside it. */
import type { Advert } from '@agora/contract/site';
import { Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';

export function AdvertStrip({ adverts, loading, height = 180 }: { adverts: Advert[] | undefined; loading: boolean; height?: number }) {
  if (loading) return <Skeleton height={height} radius="md" />;
  if (!adverts?.length) return null;
  return (
    <div className="agora-advert-strip">
      {adverts.map((advert) => (
        <Link key={advert.id} to={advert.link || '/'} className="agora-advert" data-testid="advert">
          <img
            src={mediaUrl(advert.image)}
            alt={advert.title}
            width={1200}
            height={400}
            style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
          />
          <Text
            component="span"
            fw={800}
            c="white"
            fz={{ base: 'lg', sm: 28 }}
            lh={1.2}
            style={{ position: 'absolute', left: 16, bottom: 16, right: '40%', textShadow: '0 1px 6px rgba(0,0,0,.45)' }}
          >
            {advert.title}
          </Text>
        </Link>
      ))}
    </div>
  );
}
