/**
 * What ends the home page below the fold: the blog's latest three articles, then the newsletter
 * box. One lazy part, loaded when the buyer scrolls near it, so neither adds to the first page's
 * code; the articles wait for the pages' texts (their heading), which this part asks for itself.
 */
import { Suspense, useEffect, useState } from 'react';
import { loadPageTexts } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';
import { NewsletterBox } from './newsletter-box';

const HomeLatestArticles = lazyPart(() => import('../blog/home-latest').then((m) => ({ default: m.HomeLatestArticles })));

export function HomeBottom() {
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    let live = true;
    loadPageTexts().then(
      () => live && setTexts(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {texts && (
        <Suspense fallback={null}>
          <HomeLatestArticles />
        </Suspense>
      )}
      <NewsletterBox />
    </>
  );
}
