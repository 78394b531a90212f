// Apart from the schema so that the block's client view can use it without taking zod into the browser.

/** The Create account button's target (spec 002 §2), in the visitor's market. */
export const CREATE_ACCOUNT_PATH = '/create-account';
