/** Runs the migrations, which are imported statically so the bundle-free `tsx` start finds them. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import * as foundation from './migrations/2026-11-22T1900-foundation';
import * as catalogue from './migrations/2026-11-22T2010-catalogue';
import * as effectivePrice from './migrations/2026-11-22T2200-effective-price';
import * as searchCjk from './migrations/2026-11-22T2230-search-cjk';
import * as bestSellerIndexes from './migrations/2026-11-22T2300-best-seller-indexes';
import * as searchWordStarts from './migrations/2026-11-23T1700-search-word-starts';
import * as resetCodeAllowance from './migrations/2026-11-23T2030-reset-code-allowance';
import * as findingThings from './migrations/2026-11-23T2110-finding-things';
import * as variantOptionTranslation from './migrations/2026-11-23T2200-variant-option-translation';
import * as variantImage from './migrations/2026-11-23T2300-variant-image';
import * as sellers from './migrations/2026-11-23T2330-sellers';
import * as oneOpenShopApplication from './migrations/2026-11-24T0010-one-open-shop-application';
import * as skuPerShop from './migrations/2026-11-24T0900-sku-per-shop';
import * as orders from './migrations/2026-11-24T1000-orders';
import * as money from './migrations/2026-11-25T0900-money';
import * as referrerIndex from './migrations/2026-11-25T1800-referrer-index';
import * as refunds from './migrations/2026-11-26T0900-refunds';
import * as tickets from './migrations/2026-11-26T0910-tickets';
import * as content from './migrations/2026-11-26T0920-content';
import * as rechargeTransactionKey from './migrations/2026-11-28T0910-recharge-transaction-key';
import * as loginFailures from './migrations/2026-11-28T0920-login-failures';

import * as productImports from './migrations/2026-11-28T0930-product-imports';
import * as doubleEntry from './migrations/2026-11-28T1000-double-entry';
import * as staff from './migrations/2026-11-28T1100-staff';
import * as announcementEdits from './migrations/2026-11-28T1105-announcement-edits';
import * as auditTrail from './migrations/2026-11-28T1110-audit-trail';
import * as usersAdmin from './migrations/2026-11-28T1120-users-admin';
import * as catalogueAdmin from './migrations/2026-11-28T1130-catalogue-admin';
import * as ordersAdmin from './migrations/2026-11-28T1140-orders-admin';
import * as settingsAdmin from './migrations/2026-11-28T1150-settings-admin';
import * as shopsAdmin from './migrations/2026-11-28T1160-shops-admin';
import * as dealsAdvertsAdmin from './migrations/2026-11-28T1170-deals-adverts-admin';
import * as reportsNewsletter from './migrations/2026-11-28T1180-reports-newsletter';
import * as specItems from './migrations/2026-11-28T1190-spec-items';
import * as operatorEye from './migrations/2026-11-28T1195-operator-eye';
import * as deliveryOptions from './migrations/2026-11-28T1200-delivery-options';
import * as auditTrailChanges from './migrations/2026-11-28T1215-audit-trail-changes';
import * as currencyDecimals from './migrations/2026-11-28T1300-currency-decimals';
import * as mail from './migrations/2026-11-28T1310-mail';
import * as walletCardTopup from './migrations/2026-11-28T1320-wallet-card-topup';
import * as payoutBankCountry from './migrations/2026-11-28T1327-payout-bank-country';
import * as searchQueryDay from './migrations/2026-11-28T1330-search-query-day';
import * as reviewLang from './migrations/2026-11-28T1340-review-lang';
import * as emailVerify from './migrations/2026-11-28T1350-email-verify';
/** Every migration by name; a migration's own test migrates to the one before it and past it. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T1900-foundation': foundation,
  '2026-11-22T2010-catalogue': catalogue,
  '2026-11-22T2200-effective-price': effectivePrice,
  '2026-11-22T2230-search-cjk': searchCjk,
  '2026-11-22T2300-best-seller-indexes': bestSellerIndexes,
  '2026-11-23T1700-search-word-starts': searchWordStarts,
  '2026-11-23T2030-reset-code-allowance': resetCodeAllowance,
  '2026-11-23T2110-finding-things': findingThings,
  '2026-11-23T2200-variant-option-translation': variantOptionTranslation,
  '2026-11-23T2300-variant-image': variantImage,
  '2026-11-23T2330-sellers': sellers,
  '2026-11-24T0010-one-open-shop-application': oneOpenShopApplication,
  '2026-11-24T0900-sku-per-shop': skuPerShop,
  '2026-11-24T1000-orders': orders,
  '2026-11-25T0900-money': money,
  '2026-11-25T1800-referrer-index': referrerIndex,
  '2026-11-26T0900-refunds': refunds,
  '2026-11-26T0910-tickets': tickets,
  '2026-11-26T0920-content': content,
  '2026-11-28T0910-recharge-transaction-key': rechargeTransactionKey,
  '2026-11-28T0920-login-failures': loginFailures,
  '2026-11-28T0930-product-imports': productImports,
  '2026-11-28T1000-double-entry': doubleEntry,
  '2026-11-28T1100-staff': staff,
  '2026-11-28T1105-announcement-edits': announcementEdits,
  '2026-11-28T1110-audit-trail': auditTrail,
  '2026-11-28T1120-users-admin': usersAdmin,
  '2026-11-28T1130-catalogue-admin': catalogueAdmin,
  '2026-11-28T1140-orders-admin': ordersAdmin,
  '2026-11-28T1150-settings-admin': settingsAdmin,
  '2026-11-28T1160-shops-admin': shopsAdmin,
  '2026-11-28T1170-deals-adverts-admin': dealsAdvertsAdmin,
  '2026-11-28T1180-reports-newsletter': reportsNewsletter,
  '2026-11-28T1190-spec-items': specItems,
  '2026-11-28T1195-operator-eye': operatorEye,
  '2026-11-28T1200-delivery-options': deliveryOptions,
  '2026-11-28T1215-audit-trail-changes': auditTrailChanges,
  '2026-11-28T1300-currency-decimals': currencyDecimals,
  '2026-11-28T1310-mail': mail,
  '2026-11-28T1320-wallet-card-topup': walletCardTopup,
  '2026-11-28T1327-payout-bank-country': payoutBankCountry,
  '2026-11-28T1330-search-query-day': searchQueryDay,
  '2026-11-28T1340-review-lang': reviewLang,
  '2026-11-28T1350-email-verify': emailVerify,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
