/**
 * The texts of the forgot-password and change-password pages (spec 001 §2, §5, §8), in a module of their own so
 * that server pages and client forms read the same strings (a `'use client'` module's exports are client
 * references on the server, not strings).
 */

/** Spec 001 §2: the forgot-password panel's heading. */
export const FORGOT_HEADING = 'Forgotten your password?';
/** Spec 001 §5: the field's name, as `requiredMessage` names it ('Email address cannot be empty'). */
export const EMAIL_LABEL = 'Email address';
export const RESET_BUTTON = 'Reset my password';
/** Spec 001 §2: "a link to the contact-us page for the Customer Care Team" (reading: this wording). */
export const CUSTOMER_CARE_LINK = 'Contact our Customer Care Team';
/** Spec 001 §2, after success. */
export const REQUEST_RECEIVED = 'We have received your request';
/** Spec 001 §2, §9: "Password reset email may take up to 10 minutes" (reading: this sentence). */
export const MAIL_MAY_TAKE = 'The email may take up to 10 minutes to arrive.';
export const CONTINUE_SHOPPING = 'Continue Shopping';
/** Spec 001 §8: the forgot-password server error; the change-password page shows it for a failed call too. */
export const SERVER_ERROR = 'Server error occurred, try again later';

/** Reading: spec 001 §2 names the route "Change password". */
export const CHANGE_HEADING = 'Change password';
/**
 * Spec 001 §8: "Reset link invalid: 'The link you have clicked is not valid...' (rest not shown)": the rest is
 * ours.
 */
export const INVALID_LINK = 'The link you have clicked is not valid or has expired.';
export const REQUEST_NEW_LINK = 'Request a new link';
export const NEW_PASSWORD_LABEL = 'New password';
export const CONFIRM_PASSWORD_LABEL = 'Confirm new password';
export const CHANGE_BUTTON = 'Change my password';
/** Ours: what the shopper reads once the new password is set (sessions end: they sign in again). */
export const PASSWORD_CHANGED = 'Your password has been changed';
export const SIGN_IN = 'Sign in';
