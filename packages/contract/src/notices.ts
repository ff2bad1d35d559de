/** Notices (a user's own news: an application received, approved, refused) and the mall's announcements. */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';
import { LANGS, type Lang } from './locale';

/** Spec §4: 100 shop, 200 product, 300 stock (storage), 400 withdrawal, 500 recharge application; ours: 600 an order's news, 700 a refund request's news, 800 a conversation's news, 900 the account's security news. */
export const NOTICE_TYPES = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
/** Spec §4: -1 failure, 0 under audit, 1 success. */
export const NOTICE_STATES = [-1, 0, 1] as const;

/** An amount in a notice's text: as written there (US dollars) and in US cents. */
export const noticeMoneySchema = z.object({ text: z.string(), cents: z.number() });
export type NoticeMoney = z.infer<typeof noticeMoneySchema>;

export const noticeSchema = z.object({
  id: z.number(),
  type: z.number(),
  state: z.number(),
  title: z.string(),
  content: z.string(),
  read: z.number(),
  created_at: z.string(),
  /** The record the notice is about (an application, a product, an order), or null. */
  ref_id: z.number().nullable(),
  /** Written to the user as a shop's owner (an order their shop received): the record is in the seller centre. */
  for_shop: z.boolean(),
  /** Written to an operator of the mall (a buyer wrote to the mall): the record is in the admin console. */
  for_mall: z.boolean(),
  /**
   * Information only (payment details changed, an order shipped): no review decided anything, so
   * `state` says nothing and the app shows no review badge.
   */
  info: z.boolean(),
  /**
   * The amounts in `title` and `content` as written there in US dollars ("$12.50"), with their
   * cents, so the app can show them in the reader's currency. Empty for notices without money and
   * for those written before amounts were kept in cents.
   */
  money: z.array(noticeMoneySchema),
});
export type Notice = z.infer<typeof noticeSchema>;

/** `read=0` only unread, `read=1` only read, absent both. */
export const noticeListQuerySchema = pageQuerySchema.extend({
  read: z.enum(['0', '1']).transform(Number).optional(),
});

/** One notice's id, or `all`. */
export const noticeReadQuerySchema = z.object({ id: z.union([z.literal('all'), idSchema]) });

export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The session's notify flag (the bell's dot): 1 while an unread notice is newer than the notices page last opened in this session. */
export const notifyFlagSchema = z.object({ notify: z.union([z.literal(0), z.literal(1)]) });
export type NotifyFlag = z.infer<typeof notifyFlagSchema>;

export const announcementSchema = z.object({ id: z.number(), title: z.string(), body: z.string(), created_at: z.string() });
export type Announcement = z.infer<typeof announcementSchema>;

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 5000;

type OtherLang = Exclude<Lang, 'en'>;
const optionalText = (max: number) => z.string().trim().max(max).optional();
const others = <K extends string>(key: (lang: OtherLang) => K, max: number) =>
  Object.fromEntries(LANGS.filter((l): l is OtherLang => l !== 'en').map((lang) => [key(lang), optionalText(max)])) as Record<
    K,
    ReturnType<typeof optionalText>
  >;

/** `title_{lang}` and `body_{lang}` for every language; English is required, the others fall back to it. */
export const announcementInputSchema = z.object({
  title_en: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
  body_en: z.string().trim().min(1).max(ANNOUNCEMENT_BODY_MAX),
  ...others((lang): `title_${OtherLang}` => `title_${lang}`, ANNOUNCEMENT_TITLE_MAX),
  ...others((lang): `body_${OtherLang}` => `body_${lang}`, ANNOUNCEMENT_BODY_MAX),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** `POST /admin/announcement/update`: the whole text again (languages left out are dropped). */
export const announcementUpdateInputSchema = announcementInputSchema.extend({ id: idSchema });
export type AnnouncementUpdateInput = z.infer<typeof announcementUpdateInputSchema>;

/** `POST /admin/announcement/publish`: 0 takes it off every reader's list, 1 puts it back. */
export const announcementPublishInputSchema = z.object({ id: idSchema, published: z.coerce.number().int().min(0).max(1) });

/** An announcement as the console edits it: every language written, and whether readers see it. */
export const adminAnnouncementSchema = z.object({
  id: z.number(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  texts: z.array(z.object({ lang: z.string(), title: z.string(), body: z.string() })),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
