/**
 * The texts the registration forms share (the panel's simple form, the full page, My Details' password change,
 * the marketing preferences), in a module of their own: importing them from a form module would bring that form,
 * and its controls' script, into every page that shows another.
 */

/** The password rule, stated under the field before anything is typed (spec 001 §5, account creation). */
export const PASSWORD_RULE_DESCRIPTION = 'At least 8 characters, with a letter and a number, and no spaces';
/** The marketing email checkbox (spec 001 §5: preselected). */
export const MARKETING_EMAIL_LABEL = 'Email me about Good Stuff: offers, new arrivals and events';
