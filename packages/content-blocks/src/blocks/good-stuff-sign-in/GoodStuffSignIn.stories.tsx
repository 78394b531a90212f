import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountFormsProvider, type AccountFormsValue } from '../../shared/accountForms';
import { DemoAccountForm } from '../../shared/demoAccountForm.testing';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { goodStuffSignInFixtures as fixtures } from './fixtures';
// The view itself: the package's `GoodStuffSignIn` loads it on demand (React.lazy), which a story's first render and
// its picture must not wait on.
import { GoodStuffSignInView as GoodStuffSignIn } from './GoodStuffSignInView';
import { goodStuffSignInSchema } from './schema';

const entry = fixtureEntries(goodStuffSignInSchema, fixtures);

/** The spec's texts (spec 002 §2; spec 001 §2 defaults). */
const SPEC = {
  title: 'Sign In To Get The Good Stuff',
  footerTitle: 'Not a member?',
  createAccount: 'Create account',
};

/** A stand-in for the storefront's login form: an email field and a submit button that "signs in" at once. */
function DemoSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  return <DemoAccountForm name="Sign in" submitText="Sign In" onDone={onSignedIn} layout="column" />;
}

/**
 * The provider around every story: `parameters.accountForms` is its value (default: the demo form), or 'none'
 * for no provider at all.
 */
const withAccountForms: Decorator = (Story, { parameters }) => {
  const value = (parameters.accountForms ?? { SignInForm: DemoSignInForm }) as AccountFormsValue | 'none';
  return value === 'none' ? (
    <Story />
  ) : (
    <AccountFormsProvider value={value}>
      <Story />
    </AccountFormsProvider>
  );
};

const meta = {
  title: 'Blocks/Good Stuff sign-in',
  component: GoodStuffSignIn,
  tags: ['autodocs'],
  decorators: [withAccountForms],
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    footerTitle: { control: 'text' },
    createAccountText: { control: 'text' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    // The stories show the block's view (the registered component loads it on demand): its content model
    // and controls are the block's (apps/storybook/.storybook/contentModel.tsx).
    contentBlock: 'good-stuff-sign-in',
    // One per page (its form is a landmark of one name): the docs page links the other stories, not side by side.
    shownAlone: true,
    docs: {
      description: {
        component:
          'Spec 002 §2 "Sign-in block", §6. The heading, the host’s login form (from `AccountFormsProvider`; a ' +
          'demo form here), a divider, the footer title and a Create account button to /create-account. Not ' +
          'shown to a signed-in visitor. Without a provider a ‘Sign In’ link to /login stands in for the form.',
      },
    },
  },
} satisfies Meta<typeof GoodStuffSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, the divider, 'Not a member?' and Create account → /create-account. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: SPEC.title });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    await expect(canvas.getByText(SPEC.footerTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SPEC.createAccount })).toHaveAttribute(
      'href',
      '/create-account',
    );
  },
};

/** Spec 002 §6: once the host's form reports a sign-in, the block is gone (its picture is empty on purpose). */
export const SigningInHidesIt: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: SPEC.title })).toBeNull());
  },
};

export const DefaultsOnly: Story = {
  args: entry('defaultsOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: SPEC.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: SPEC.createAccount })).toBeVisible();
  },
};

/** The editor's texts; links in the EU market's prefix (`localizeHref`). */
export const CustomTextsInEu: Story = {
  args: entry('customTexts'),
  parameters: { accountForms: { SignInForm: DemoSignInForm, localizeHref: (path: string) => `/eu${path}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: SPEC.createAccount })).toHaveAttribute(
      'href',
      '/eu/create-account',
    );
  },
};

/** A signed-in visitor: the block renders nothing (spec 002 §6). */
export const SignedIn: Story = {
  args: entry('default'),
  parameters: { accountForms: { SignInForm: DemoSignInForm, signedIn: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="good-stuff-sign-in"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** No `AccountFormsProvider`: a 'Sign In' link to /login instead of the form. */
export const WithoutForms: Story = {
  args: entry('default'),
  parameters: { accountForms: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: SPEC.createAccount })).toHaveAttribute(
      'href',
      '/create-account',
    );
  },
};
