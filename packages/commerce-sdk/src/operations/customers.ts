import { z } from 'zod';
import {
  addressInputSchema,
  addressListResultSchema,
  addressUpdateSchema,
  customerListResultSchema,
  customerSchema,
  customerScopeArgsSchema,
  deleteAddressesArgsSchema,
  formFieldValueSchema,
  formFieldValuesResultSchema,
  isValidResultSchema,
  loginArgsSchema,
  loginResultSchema,
  orderSchema,
  registerCustomerArgsSchema,
  registerCustomerFullArgsSchema,
  registerCustomerV2ArgsSchema,
  requestResetPasswordArgsSchema,
  resetPasswordArgsSchema,
  updateCustomerArgsSchema,
  validateTokenArgsSchema,
} from '../schemas/customers';
import type { OperationTable } from './table';

const registered = z.object({ data: customerSchema });
const empty = z.object({});

/**
 * Customers operations (spec 001 §7; shapes: shared/contracts/commerce.md, else BigCommerce REST v3).
 * Each entry: the arguments as a tuple (the JSON body's array) and the result.
 * Identity is the session cookie's: a customer id in arguments only ever narrows (403 when it is not the session's).
 * Registration names (spec 001 §4 "three variants: full, simple, v2"; §8 slots register, registerSimple,
 * registerCustomerV2): `registerCustomer` is the simple one (the contract fixes its payload),
 * `registerCustomerFull` the full one with the address, `registerCustomerV2` the third.
 */
export const customersOperations = {
  getCustomers: { args: z.tuple([]), result: customerListResultSchema },
  loginCustomer: { args: z.tuple([loginArgsSchema]), result: loginResultSchema },
  /** Spec 001 §7 "Logout customer | customerId": the id is optional and checked against the session. */
  logoutCustomer: { args: z.tuple([customerScopeArgsSchema.optional()]), result: empty },
  /**
   * Spec 001 §7 "Logout customer; sync customer | customerId" (answer not shown). Reading: sync refreshes the
   * signed-in session (its expiry and cookies slide to a fresh 7 days) and answers the customer as
   * `getCustomers` does; a guest answers 401, another customer's id 403.
   */
  syncCustomer: { args: z.tuple([customerScopeArgsSchema.optional()]), result: customerListResultSchema },
  registerCustomer: { args: z.tuple([registerCustomerArgsSchema]), result: registered },
  registerCustomerFull: { args: z.tuple([registerCustomerFullArgsSchema]), result: registered },
  registerCustomerV2: { args: z.tuple([registerCustomerV2ArgsSchema]), result: registered },
  updateCustomer: { args: z.tuple([updateCustomerArgsSchema]), result: customerListResultSchema },
  updateCustomerFormFields: {
    args: z.tuple([z.array(formFieldValueSchema).min(1).max(20)]),
    result: formFieldValuesResultSchema,
  },
  requestResetPassword: {
    args: z.tuple([requestResetPasswordArgsSchema]),
    result: z.object({ success: z.boolean() }),
  },
  validateToken: { args: z.tuple([validateTokenArgsSchema]), result: isValidResultSchema },
  resetPassword: { args: z.tuple([resetPasswordArgsSchema]), result: isValidResultSchema },
  getCustomerAddresses: {
    args: z.tuple([customerScopeArgsSchema.optional()]),
    result: addressListResultSchema,
  },
  createCustomerAddress: { args: z.tuple([addressInputSchema]), result: addressListResultSchema },
  updateCustomerAddress: { args: z.tuple([addressUpdateSchema]), result: addressListResultSchema },
  deleteCustomerAddress: { args: z.tuple([deleteAddressesArgsSchema]), result: empty },
  getCustomerOrders: {
    args: z.tuple([customerScopeArgsSchema.optional()]),
    result: z.object({ data: z.array(orderSchema) }),
  },
} as const satisfies OperationTable;
