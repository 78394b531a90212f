import type { Address, AddressInput, CommerceProvider } from '@wardrobe/commerce-sdk';
import type { Selectable } from 'kysely';
import { transact } from '../../db/bounds';
import type { CustomerAddressesTable } from '../../db/schema';
import { assertSessionCustomer, notFound, type SandboxDb } from '../context';
import { assertPostcode } from './account';
import { requireCustomer } from './session';

export const ADDRESS_NOT_FOUND = 'Address not found';

function toAddress(row: Selectable<CustomerAddressesTable>): Address {
  return {
    id: row.id,
    customer_id: row.customer_id,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state_or_province: row.state_or_province,
    postal_code: row.postal_code,
    country_code: row.country_code,
    phone: row.phone,
    address_type: row.address_type,
    form_fields: row.form_fields,
  };
}

/** The writable columns of an address from the (validated) input; `undefined` leaves a column as it is. */
function columns(input: Partial<AddressInput>) {
  const trim = (s: string | undefined) => s?.trim();
  return {
    first_name: trim(input.first_name),
    last_name: trim(input.last_name),
    company: trim(input.company),
    address1: trim(input.address1),
    address2: trim(input.address2),
    city: trim(input.city),
    state_or_province: trim(input.state_or_province),
    postal_code: trim(input.postal_code),
    country_code: input.country_code,
    phone: trim(input.phone),
    address_type: input.address_type,
    form_fields: input.form_fields ? JSON.stringify(input.form_fields) : undefined,
  };
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Spec 001 §7 customer addresses (BigCommerce `/customers/addresses` shapes): only the session customer's.
 * Reading: a guest reads `[]` and is refused writes with 401; another customer's address id answers 404, as if
 * it did not exist. Create and update answer `{ data: [the address] }` as BigCommerce does.
 */
export function addressOperations(db: SandboxDb): CommerceProvider {
  return {
    async getCustomerAddresses(ctx, scope) {
      const id = await assertSessionCustomer(db, ctx, scope?.customerId);
      if (id === undefined) return { data: [] };
      const rows = await db
        .selectFrom('customer_addresses')
        .selectAll()
        .where('customer_id', '=', id)
        .orderBy('id')
        .execute();
      return { data: rows.map(toAddress) };
    },

    async createCustomerAddress(ctx, input) {
      const customerId = await requireCustomer(db, ctx, input.customer_id);
      assertPostcode(input.country_code, input.postal_code.trim());
      const { form_fields, ...rest } = columns(input);
      const row = await db
        .insertInto('customer_addresses')
        .values({
          ...defined(rest),
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          address1: input.address1.trim(),
          city: input.city.trim(),
          postal_code: input.postal_code.trim(),
          country_code: input.country_code,
          customer_id: customerId,
          form_fields: form_fields ?? '[]',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: [toAddress(row)] };
    },

    async updateCustomerAddress(ctx, input) {
      const customerId = await requireCustomer(db, ctx, input.customer_id);
      const row = await transact(db, async (trx) => {
        const existing = await trx
          .selectFrom('customer_addresses')
          .selectAll()
          .where('id', '=', input.id)
          .where('customer_id', '=', customerId)
          .forUpdate()
          .executeTakeFirst();
        if (!existing) throw notFound(ADDRESS_NOT_FOUND);
        const changes = defined(columns(input));
        assertPostcode(
          changes.country_code ?? existing.country_code,
          changes.postal_code ?? existing.postal_code,
        );
        if (Object.keys(changes).length === 0) return existing;
        return trx
          .updateTable('customer_addresses')
          .set(changes)
          .where('id', '=', input.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { data: [toAddress(row)] };
    },

    /** BigCommerce `DELETE ?id:in=`: all or nothing; one id that is not the customer's answers 404. */
    async deleteCustomerAddress(ctx, args) {
      const customerId = await requireCustomer(db, ctx);
      const ids = [...new Set(args['id:in'])];
      await transact(db, async (trx) => {
        const owned = await trx
          .selectFrom('customer_addresses')
          .select('id')
          .where('id', 'in', ids)
          .where('customer_id', '=', customerId)
          .forUpdate()
          .execute();
        if (owned.length !== ids.length) throw notFound(ADDRESS_NOT_FOUND);
        await trx.deleteFrom('customer_addresses').where('id', 'in', ids).execute();
      });
      return {};
    },
  };
}
