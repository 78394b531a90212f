import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountFormsProvider } from '../../shared/accountForms';
import { DemoAccountForm } from '../../shared/demoAccountForm.testing';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { goodStuffSignUpFixtures as fixtures } from './fixtures';
// The view itself: the package's `GoodStuffSignUp` loads it on demand (React.lazy), which a story's first render and
// its picture must not wait on.
import { GoodStuffSignUpView as GoodStuffSignUp } from './GoodStuffSignUpView';
import { goodStuffSignUpSchema } from './schema';

const entry = fixtureEntries(goodStuffSignUpSchema, fixtures);

/** The spec's texts, letter for letter (spec 001 §2 defaults). */
const SPEC = { title: 'Sign Up, Get Good Stuff', thankYouTitle: 'Thanks for signing up' };

/**
 * A stand-in for the storefront's registration form: an email field and a submit button. Submitting "registers"
 * at once, so the play functions can walk to the thank-you view.
 */
function DemoSignUpForm({ onRegistered }: { onRegistered: () => void }) {
  return <DemoAccountForm name="Join Good Stuff" submitText="Join" onDone={onRegistered} layout="row" />;
}

/** Every story gets the demo form, but one with `parameters: { accountForms: 'none' }` (no provider at all). */
const withDemoForm: Decorator = (Story, { parameters }) =>
  parameters.accountForms === 'none' ? (
    <Story />
  ) : (
    <AccountFormsProvider value={{ SignUpForm: DemoSignUpForm }}>
      <Story />
    </AccountFormsProvider>
  );

/** Fill the demo form and submit it: the block switches to its thank-you view. */
async function register(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
  const heading = await canvas.findByRole('heading', { level: 2, name: SPEC.thankYouTitle });
  await waitFor(() => expect(heading).toHaveFocus());
  await expect(canvas.queryByRole('form', { name: 'Join Good Stuff' })).toBeNull();
  return canvas;
}

const meta = {
  title: 'Blocks/Good Stuff sign-up',
  component: GoodStuffSignUp,
  tags: ['autodocs'],
  decorators: [withDemoForm],
  argTypes: {
    containerBackgroundColor: { control: 'color' },
    title: { control: 'text' },
    thankYouMessage: { control: 'text' },
    imgAltText: { control: 'text' },
    signInHeading: { control: 'text' },
    signInMessage: { control: 'text' },
    image: { control: 'object' },
    thankYouCTA: { control: 'object' },
    optionalCTA: { control: 'object' },
    signInCTA: { control: 'object' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    // The stories show the block's view (the registered component loads it on demand): its content model
    // and controls are the block's (apps/storybook/.storybook/contentModel.tsx).
    contentBlock: 'good-stuff-sign-up',
    // One per page (its form is a landmark of one name): the docs page links the other stories, not side by side.
    shownAlone: true,
    docs: {
      description: {
        component:
          'Spec 002 §2, §3 "Sign-up block", §4, §5, §9. The host’s registration form (from `AccountFormsProvider`; ' +
          'a demo form here) with the title and the members’ sign-in prompt; on registration the thank-you view ' +
          'replaces it, the page scrolls to the block and focus moves to its heading. Buttons show only with ' +
          'text and link. Without a provider a ‘Join Good Stuff’ link to /create-account stands in for the form.',
      },
    },
  },
} satisfies Meta<typeof GoodStuffSignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form first, then the thank-you view with its heading focused and both buttons (primary). */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: SPEC.title });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expect(canvas.getByRole('form', { name: 'Join Good Stuff' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    await register(canvasElement);
    await expect(canvas.getByText('Your welcome treat is waiting in your account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Womens' })).toHaveAttribute('href', '/womens');
    await expect(canvas.getByRole('link', { name: 'Browse everything' })).toHaveAttribute('href', '/browse');
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};

/** Only `_meta`: the default title on the default teal; no button has text, so none shows after sign-up. */
export const DefaultsOnly: Story = {
  args: entry('defaultsOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: SPEC.title })).toBeVisible();
    await register(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Buttons with text but no link: the members' sign-in button (no default link) is not shown. */
export const CtaWithoutLink: Story = {
  args: entry('ctaWithoutLink'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await register(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop Womens']);
  },
};

export const NoImage: Story = { args: entry('noImage') };

export const NoCallsToAction: Story = {
  args: entry('noCtas'),
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await expect(canvas.getByText('We will be in touch soon.')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** A navy background: white text, the sign-in button's underline in white. */
export const DarkBackground: Story = { args: entry('darkBackground') };

export const LightBackground: Story = { args: entry('lightBackground') };

/** No `AccountFormsProvider`: a 'Join Good Stuff' link to /create-account instead of the form. */
export const WithoutForms: Story = {
  args: entry('default'),
  parameters: {
    accountForms: 'none',
    docs: { description: { story: 'An app with no forms still gets a working block.' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Join Good Stuff' })).toHaveAttribute(
      'href',
      '/create-account',
    );
  },
};

/** A blank alt text: the picture's own alt text stands in. */
export const PictureWithItsOwnAltText: Story = {
  name: 'Picture with its own alt text',
  args: entry('imageOwnAlt'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A stack of folded jumpers' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: SPEC.title })).toBeVisible();
  },
};
