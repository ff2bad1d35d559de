/**
 * The reviews behind the demo's ratings. A product's rating and count are always computed from
 * its reviews (catalog/product-ratings.ts), so the demo writes reviews: by reviewers from the
 * mall's eleven languages, each in their own language, with stars spread as on real marketplaces
 * (mostly fives and fours, now and then a low one) and dates over the last five months.
 * Deterministic: the same products get the same reviews every time.
 */
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { DAY, isoIn } from '../../lib/time';
import { newInvitationCode } from '../auth/tokens';
import { refreshProductRatings } from '../catalog/product-ratings';
import { REVIEW_TEXTS, textsFor } from './review-texts';

export interface Reviewer {
  id: number;
  lang: Lang;
}

/** Buyers who only ever write reviews: names as people in each language write them. */
const REVIEWERS: readonly [name: string, lang: Lang][] = [
  ['Emily Carter', 'en'],
  ['James Walker', 'en'],
  ['Olivia Bennett', 'en'],
  ['Daniel Hughes', 'en'],
  ['Hannah Brooks', 'en'],
  ['Lucía Fernández', 'es'],
  ['Carlos Ramírez', 'es'],
  ['Valentina Ortiz', 'es'],
  ['Diego Morales', 'es'],
  ['佐藤 美咲', 'jp'],
  ['鈴木 健太', 'jp'],
  ['高橋 結衣', 'jp'],
  ['田中 翔', 'jp'],
  ['Priya Sharma', 'hi'],
  ['Rahul Verma', 'hi'],
  ['Ananya Iyer', 'hi'],
  ['Arjun Mehta', 'hi'],
  ['Dewi Lestari', 'id'],
  ['Budi Santoso', 'id'],
  ['Rina Wulandari', 'id'],
  ['Agus Pratama', 'id'],
  ['王芳', 'zh'],
  ['李伟', 'zh'],
  ['张静', 'zh'],
  ['刘洋', 'zh'],
  ['สมชาย ใจดี', 'th'],
  ['นภัสสร วงศ์ไทย', 'th'],
  ['กิตติพงษ์ ศรีสุข', 'th'],
  ['พิมพ์ชนก แก้วมณี', 'th'],
  ['陳怡君', 'zhtw'],
  ['林志明', 'zhtw'],
  ['黃雅婷', 'zhtw'],
  ['張家豪', 'zhtw'],
  ['Ana Souza', 'pt'],
  ['Lucas Oliveira', 'pt'],
  ['Mariana Costa', 'pt'],
  ['Rafael Lima', 'pt'],
  ['Nur Aisyah', 'ms'],
  ['Muhammad Hafiz', 'ms'],
  ['Siti Aminah', 'ms'],
  ['Ahmad Faizal', 'ms'],
  ['Nguyễn Thị Lan', 'vn'],
  ['Trần Văn Minh', 'vn'],
  ['Lê Thu Hà', 'vn'],
  ['Phạm Quốc Huy', 'vn'],
];

/** The most reviews one product gets: one per reviewer. */
export const MAX_REVIEWS = REVIEWERS.length;
const REVIEWER_EMAIL = /^reviewer-\d+@agora\.test$/;
const SPAN = 150 * DAY;

/**
 * Creates the reviewers' accounts. They have no password ('!' is no scrypt hash, so no login
 * succeeds) and are not among the demo accounts, which stay free for trying the mall.
 */
export async function createReviewers(db: Db): Promise<Reviewer[]> {
  // Members since before their first review.
  const now = isoIn(-SPAN - 30 * DAY);
  const rows = await db
    .insertInto('user')
    .values(
      REVIEWERS.map(([firstname, lang], n) => ({
        firstname,
        email: `reviewer-${String(n + 1).padStart(2, '0')}@agora.test`,
        phone: '',
        password_hash: '!',
        invitation_code: newInvitationCode(),
        invited_by: null,
        lang,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'lang'])
    .execute();
  await db
    .insertInto('user_role')
    .values(rows.map((r) => ({ user_id: r.id, role: 'buyer' as const })))
    .execute();
  return rows.map((r) => ({ id: r.id, lang: r.lang as Lang }));
}

/** The reviewers a seeded database has (for the large seed, which adds products later). */
export async function findReviewers(db: Db): Promise<Reviewer[]> {
  const rows = await db.selectFrom('user').select(['id', 'email', 'lang']).where('email', 'like', 'reviewer-%@agora.test').orderBy('id').execute();
  return rows.filter((r) => REVIEWER_EMAIL.test(r.email)).map((r) => ({ id: r.id, lang: r.lang as Lang }));
}

/**
 * The stars of `count` reviews averaging `target` (as near as whole stars allow): all fives,
 * then the shortfall taken off at random, mostly one star at a time, sometimes more.
 * @example starsFor(4.5, 4, rand) // e.g. [5, 4, 5, 4]
 */
export function starsFor(target: number, count: number, rand: () => number): number[] {
  const stars = Array.from({ length: count }, () => 5);
  let shortfall = 5 * count - Math.min(5 * count, Math.max(count, Math.round(target * count)));
  while (shortfall > 0) {
    const index = Math.floor(rand() * count);
    const r = rand();
    const drop = Math.min(r < 0.65 ? 1 : r < 0.85 ? 2 : r < 0.95 ? 3 : 4, shortfall, (stars[index] as number) - 1);
    stars[index] = (stars[index] as number) - drop;
    shortfall -= drop;
  }
  return stars;
}

export interface NewReview {
  product_id: number;
  user_id: number;
  rating: number;
  comment: string;
  created_at: string;
  /** The reviewer's language: the page offers readers of another one a translation. */
  lang: Lang;
}

/** `count` reviews of one product, each by a different reviewer, in the reviewer's language. */
export function reviewsFor(productId: number, target: number, count: number, reviewers: Reviewer[], rand: () => number, now = Date.now()): NewReview[] {
  const authors = [...reviewers];
  for (let i = authors.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [authors[i], authors[j]] = [authors[j] as Reviewer, authors[i] as Reviewer];
  }
  return starsFor(target, Math.min(count, authors.length), rand).map((rating, n) => {
    const author = authors[n] as Reviewer;
    const texts = textsFor(REVIEW_TEXTS[author.lang], rating);
    return {
      product_id: productId,
      user_id: author.id,
      rating,
      comment: texts[Math.floor(rand() * texts.length)] as string,
      created_at: new Date(now - Math.floor(rand() * SPAN)).toISOString(),
      lang: author.lang,
    };
  });
}

/** Inserts reviews a thousand at a time (well under either database's limit of parameters). */
export async function insertReviews(db: Db, reviews: NewReview[]): Promise<void> {
  for (let i = 0; i < reviews.length; i += 1000) {
    await db
      .insertInto('review')
      .values(reviews.slice(i, i + 1000))
      .execute();
  }
}

/** Writes each demo product's reviews, then its rating and count from them. */
export async function seedDemoReviews(db: Db, products: { id: number; stars: number; reviews: number }[], reviewers: Reviewer[], rand: () => number) {
  await insertReviews(
    db,
    products.flatMap((p) => reviewsFor(p.id, p.stars, p.reviews, reviewers, rand)),
  );
  await refreshProductRatings(
    db,
    products.map((p) => p.id),
  );
}
