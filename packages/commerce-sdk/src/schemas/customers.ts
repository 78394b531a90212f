// Zod schemas and inferred types of the customers area (spec 000 §3, spec 001 §3; BigCommerce REST v3 shapes).
import { z } from 'zod';

/** An entity id: a positive integer; a string of digits (a route parameter) is read as its number. */
export const ownedIdSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ],
  { error: 'Expected a positive integer id' },
);

/**
 * Spec 001 §3: the customer's form fields, by name. `Cart ID` is the stored cart id field (spec 000 §9 "Cart id
 * key name: 'Cart ID'"): the signed-in customer's cart, saved in the customer record (spec 000 §4 Cart loading).
 */
export const CUSTOMER_FORM_FIELD = {
  title: 'Title',
  dateOfBirth: 'Date of Birth',
  preferenceEmail: 'Preference Email',
  preferencePost: 'Preference Post',
  /** Ours: the `sms` channel of the engagement preferences (spec 001 §3 names only email and post). */
  preferenceSms: 'Preference SMS',
  cartId: 'Cart ID',
} as const;

/** Spec 001 §3: a preference form field counts as true when its value contains 'yes'; the sandbox writes these. */
export const PREFERENCE_YES = 'Yes';
export const PREFERENCE_NO = 'No';

/** BigCommerce `formFieldValue`: a name/value pair of a customer (or an address). */
export const formFieldValueSchema = z.object({
  name: z.string().trim().min(1, 'Form field name cannot be empty').max(255),
  value: z.string().max(2000),
});
export type FormFieldValue = z.infer<typeof formFieldValueSchema>;

/** Spec 001 §3 Customer, in BigCommerce `customer_Full` shape (the fields the storefront reads). */
export const customerSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  date_created: z.string(),
  accepts_product_review_abandoned_cart_emails: z.boolean(),
  form_fields: z.array(formFieldValueSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/** Spec 001 §3 Login form. Emptiness and the email pattern are judged by the backend with the spec's texts. */
export const loginArgsSchema = z.object({ email: z.string().max(255), password: z.string().max(1024) });
export type LoginArgs = z.infer<typeof loginArgsSchema>;

/** Spec 001 §7: `is_valid`, and when false the message the storefront classifies (`classifyLoginError`). */
export const loginResultSchema = z.object({ is_valid: z.boolean(), errorMessage: z.string().optional() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * Spec 001 §3 Registration form (the simple variant, and the contract's `registerCustomer`). The fields are
 * checked by the backend with domain-rules `validateRegistration`, so the answers carry the spec's texts.
 * `custom_fields` are name/value pairs stored as form fields.
 */
export const registerCustomerArgsSchema = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  email: z.string().max(255),
  password: z.string().max(1024),
  preferenceEmail: z.boolean().optional(),
  custom_fields: z.array(formFieldValueSchema).max(20).optional(),
});
export type RegisterCustomerArgs = z.infer<typeof registerCustomerArgsSchema>;

/** Spec 001 §3 full registration payload: the address block (its `country` an ISO 3166 alpha-2 code or a name). */
export const registrationAddressSchema = z.object({
  addressLine1: z.string().trim().min(1, 'Address line 1 cannot be empty').max(255),
  addressLine2: z.string().max(255).optional(),
  city: z.string().trim().min(1, 'Town/City cannot be empty').max(100),
  county: z.string().max(100).optional(),
  postCode: z.string().trim().min(1, 'Postcode cannot be empty').max(30),
  country: z.string().max(100).optional(),
});
export type RegistrationAddress = z.infer<typeof registrationAddressSchema>;

const fullRegistrationFields = {
  phone: z.string().max(50).optional(),
  title: z.string().max(50).optional(),
  dateOfBirth: z.string().max(50).optional(),
  preferencePost: z.boolean().optional(),
  countryIso2: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'countryIso2 must be a 2-letter country code')
    .optional(),
  accepts_product_review_abandoned_cart_emails: z.boolean().optional(),
  /** The address-finder widget's state: accepted and ignored by the backend. */
  addressFinder: z.unknown().optional(),
};

/**
 * Spec 001 §3 full registration payload. The address is optional here so that its absence answers the spec's
 * own text, 'Billing address is required' (spec 001 §5), rather than a schema message.
 */
export const registerCustomerFullArgsSchema = registerCustomerArgsSchema.extend({
  ...fullRegistrationFields,
  address: registrationAddressSchema.optional(),
});
export type RegisterCustomerFullArgs = z.infer<typeof registerCustomerFullArgsSchema>;

/**
 * Reading: spec 001 names a third registration variant (v2) without its payload; it takes the simple payload
 * plus any of the full payload's fields, the address optional.
 */
export const registerCustomerV2ArgsSchema = registerCustomerFullArgsSchema;
export type RegisterCustomerV2Args = RegisterCustomerFullArgs;

/**
 * Spec 001 §7 update customer: the details to change, BigCommerce-style. Changing the email or the password needs
 * `current_password` (spec 001 §5 "Changing personal details requires the current password"); when it is sent
 * for any change it must be right. `form_fields` replace the named fields and keep the others (spec 001 §4).
 * `id`, when sent, must be the signed-in customer's (403 otherwise).
 */
export const updateCustomerArgsSchema = z.object({
  id: z.number().int().positive().optional(),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  email: z.string().max(255).optional(),
  phone: z.string().max(50).optional(),
  accepts_product_review_abandoned_cart_emails: z.boolean().optional(),
  form_fields: z.array(formFieldValueSchema).max(20).optional(),
  current_password: z.string().max(1024).optional(),
  authentication: z.object({ new_password: z.string().max(1024) }).optional(),
});
export type UpdateCustomerArgs = z.infer<typeof updateCustomerArgsSchema>;

/** Spec 001 §7: update and get customers answer a data array whose first item is the customer. */
export const customerListResultSchema = z.object({ data: z.array(customerSchema) });
export type CustomerListResult = z.infer<typeof customerListResultSchema>;

/** BigCommerce form-field-values answer: the customer's fields after the update. */
export const formFieldValuesResultSchema = z.object({
  data: z.array(formFieldValueSchema.extend({ customer_id: z.number().int() })),
});

export const requestResetPasswordArgsSchema = z.object({ email: z.string().max(255) });
export const validateTokenArgsSchema = z.object({ token: z.string().max(512) });
export const resetPasswordArgsSchema = z.object({
  token: z.string().max(512),
  password: z.string().max(1024),
});
export const isValidResultSchema = z.object({ is_valid: z.boolean() });

/**
 * Spec 001 §3 address fields in BigCommerce `address_Full` shape. The spec's title, house number and street name
 * travel as the address's `form_fields` (`Title`, `House Number`, `Street Name`), as BigCommerce carries extra
 * address fields.
 */
export const ADDRESS_FORM_FIELD = {
  title: 'Title',
  houseNumber: 'House Number',
  streetName: 'Street Name',
} as const;

const addressFields = {
  first_name: z.string().trim().min(1, 'First name cannot be empty').max(255),
  last_name: z.string().trim().min(1, 'Last name cannot be empty').max(255),
  company: z.string().max(255).optional(),
  address1: z.string().trim().min(1, 'Address line 1 cannot be empty').max(255),
  address2: z.string().max(255).optional(),
  city: z.string().trim().min(1, 'Town/City cannot be empty').max(100),
  state_or_province: z.string().max(100).optional(),
  postal_code: z.string().trim().min(1, 'Postcode cannot be empty').max(30),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Country cannot be empty')
    .transform((s) => s.toUpperCase()),
  phone: z.string().max(50).optional(),
  address_type: z.enum(['residential', 'commercial']).optional(),
  form_fields: z.array(formFieldValueSchema).max(20).optional(),
  /** When sent, must be the signed-in customer's id (403 otherwise). */
  customer_id: z.number().int().positive().optional(),
};

export const addressInputSchema = z.object(addressFields);
export type AddressInput = z.infer<typeof addressInputSchema>;

/** An update names the address and any fields to change. */
export const addressUpdateSchema = addressInputSchema.partial().extend({ id: ownedIdSchema });
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

export const addressSchema = z.object({
  id: z.number().int().positive(),
  customer_id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state_or_province: z.string(),
  postal_code: z.string(),
  country_code: z.string(),
  phone: z.string(),
  address_type: z.string(),
  form_fields: z.array(formFieldValueSchema),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResultSchema = z.object({ data: z.array(addressSchema) });

/** BigCommerce `DELETE /customers/addresses?id:in=…`. */
export const deleteAddressesArgsSchema = z.object({ 'id:in': z.array(ownedIdSchema).min(1).max(100) });

/** Spec 000 §3 and spec 001 §3: the order status values. */
export const ORDER_STATUSES = [
  'Open',
  'Pending',
  'Confirmed',
  'Shipped',
  'Complete',
  'Cancelled',
  'Refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Spec 001 §9: order history covers the last 12 months. */
export const ORDER_HISTORY_MONTHS = 12;

/** An order line, in BigCommerce v2 order-product shape; money in major units. */
export const orderProductSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price_inc_tax: z.number(),
  total_inc_tax: z.number(),
  product_options: z.array(z.object({ display_name: z.string(), display_value: z.string() })),
});

/** An order, in BigCommerce v2 order shape with its products; money in major units. */
export const orderSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  date_created: z.string(),
  status: orderStatusSchema,
  channel_id: z.number().int(),
  currency_code: z.string(),
  items_total: z.number().int(),
  subtotal_inc_tax: z.number(),
  shipping_cost_inc_tax: z.number(),
  total_inc_tax: z.number(),
  billing_address: z.record(z.string(), z.unknown()),
  shipping_address: z.record(z.string(), z.unknown()).nullable(),
  products: z.array(orderProductSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** An optional customer id in arguments: when sent it must be the session's (contract: 403 otherwise). */
export const customerScopeArgsSchema = z.object({ customerId: z.number().int().positive().optional() });
