/**
 * A buyer's delivery addresses. A buyer with addresses always has exactly one default: the first
 * address is it, `is_default=1` moves it (the others stop being it in the same transaction), and
 * removing it makes the newest remaining address the default. Each change takes the account's row
 * lock, so two requests at once cannot leave two defaults, none, or more than ADDRESS_MAX addresses.
 * Another user's address answers 2000019, as if it did not exist.
 */
import { ADDRESS_MAX, type Address, type SaveAddressInput } from '@agora/contract/addresses';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { lockUser } from '../auth/queries';
import { checkPlace, placeNames } from '../locations/service';
import {
  type AddressRow,
  countAddresses,
  deleteAddress,
  insertAddress,
  makeDefault,
  selectAddress,
  selectAddresses,
  selectDefaultAddress,
  selectNewestAddress,
  updateAddress,
} from './queries';

const notFound = () => fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });

/** An address as the API answers it: the row with its country's and state's names in the reader's language. */
async function describe(lang: Lang, row: AddressRow): Promise<Address> {
  const { user_id: _owner, ...address } = row;
  return { ...address, ...(await placeNames(lang, row.country, row.state)) };
}

/**
 * One of the user's addresses, or null (also for another user's): what the checkout copies onto
 * an order.
 * @example const address = await findAddressOf(trx, userId, input.address_id); if (!address) return fail(ErrorCode.noData, …);
 */
export async function findAddressOf(db: Executor, userId: number, addressId: number): Promise<AddressRow | null> {
  return (await selectAddress(db, userId, addressId)) ?? null;
}

/** Adds an address (`id` absent) or edits one of the user's; answers it as saved. */
export async function saveAddress(db: Db, lang: Lang, userId: number, input: SaveAddressInput): Promise<Result<Address>> {
  const place = await checkPlace({ country: input.country, state: input.state, city: input.city });
  if (!place.ok) return place;
  const now = nowIso();
  const fields = {
    first_name: input.first_name,
    email: input.email,
    phone: input.phone,
    country: input.country,
    state: place.value.state,
    city: place.value.city,
    postcode: input.postcode ?? '',
    address: input.address,
    updated_at: now,
  };
  const saved = await inTransaction(db, async (trx): Promise<Result<number>> => {
    await lockUser(trx, userId);
    let id = input.id;
    if (id) {
      if (!(await selectAddress(trx, userId, id))) return notFound();
      await updateAddress(trx, userId, id, fields);
    } else {
      if ((await countAddresses(trx, userId)) >= ADDRESS_MAX)
        return fail(ErrorCode.invalidParameter, { field: 'id', reason: 'tooManyAddresses', params: { max: ADDRESS_MAX } });
      id = await insertAddress(trx, { ...fields, user_id: userId, is_default: 0, created_at: now });
    }
    // The first address, or one whose owner somehow has no default, becomes the default too.
    if (input.is_default === 1 || !(await selectDefaultAddress(trx, userId))) await makeDefault(trx, userId, id);
    return ok(id);
  });
  if (!saved.ok) return saved;
  return ok(await describe(lang, (await selectAddress(db, userId, saved.value)) as AddressRow));
}

/** The user's addresses, the default first, then newest first. */
export async function listAddresses(db: Db, lang: Lang, userId: number): Promise<Address[]> {
  return Promise.all((await selectAddresses(db, userId)).map((row) => describe(lang, row)));
}

/** The user's default address; 2000008 when they have none. */
export async function defaultAddress(db: Db, lang: Lang, userId: number): Promise<Result<Address>> {
  const row = await selectDefaultAddress(db, userId);
  return row ? ok(await describe(lang, row)) : fail(ErrorCode.defaultAddressEmpty);
}

/** Removes one of the user's addresses; when it was the default, the newest remaining one becomes it. Answers the addresses left. */
export async function removeAddress(db: Db, lang: Lang, userId: number, addressId: number): Promise<Result<Address[]>> {
  const removed = await inTransaction(db, async (trx): Promise<Result<true>> => {
    await lockUser(trx, userId);
    const address = await selectAddress(trx, userId, addressId);
    if (!address) return notFound();
    await deleteAddress(trx, userId, addressId);
    if (address.is_default) {
      const heir = await selectNewestAddress(trx, userId);
      if (heir) await makeDefault(trx, userId, heir.id);
    }
    return ok(true);
  });
  if (!removed.ok) return removed;
  return ok(await listAddresses(db, lang, userId));
}
