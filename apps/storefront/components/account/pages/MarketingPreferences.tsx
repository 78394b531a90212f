import { isPreferenceTrue, PROFILE_FORM_FIELDS, profileFormField } from '@wardrobe/domain-rules';
import { MarketingPreferencesForm } from '../MarketingPreferencesForm';
import type { AccountPageProps } from './types';

/**
 * Spec 001 §1 "marketing preferences" (`/my-account/marketing-preferences`): email and post, read from the
 * customer's form fields (spec 001 §3: a value containing 'yes' is true).
 */
export function MarketingPreferences({ customer }: AccountPageProps) {
  return (
    <>
      <h1>Marketing Preferences</h1>
      <MarketingPreferencesForm
        initial={{
          email: isPreferenceTrue(
            profileFormField(customer.form_fields, PROFILE_FORM_FIELDS.preferenceEmail),
          ),
          post: isPreferenceTrue(profileFormField(customer.form_fields, PROFILE_FORM_FIELDS.preferencePost)),
        }}
      />
    </>
  );
}
