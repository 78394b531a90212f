import { PROFILE_FORM_FIELDS, profileFormField } from '@wardrobe/domain-rules';
import { toClientMarket } from '../../frame/market';
import { ChangePasswordForm } from '../ChangePasswordForm';
import { MyDetailsForm } from '../MyDetailsForm';
import type { AccountPageProps } from './types';

/**
 * Spec 001 §2 "My Details" (`/my-account/my-profile`): the customer's title, names, date of birth, email and phone,
 * saved with their current password (spec 001 §5), and the change of password below.
 */
export function MyDetails({ market, customer }: AccountPageProps) {
  return (
    <>
      <h1>My Details</h1>
      <MyDetailsForm
        market={toClientMarket(market)}
        initial={{
          title: profileFormField(customer.form_fields, PROFILE_FORM_FIELDS.title),
          first_name: customer.first_name,
          last_name: customer.last_name,
          dateOfBirth: profileFormField(customer.form_fields, PROFILE_FORM_FIELDS.dateOfBirth),
          email: customer.email,
          phone: customer.phone ?? '',
        }}
      />
      <ChangePasswordForm market={toClientMarket(market)} />
    </>
  );
}
