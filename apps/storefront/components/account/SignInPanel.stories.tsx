import {
  goodStuffSideSignInFixtures,
  goodStuffSideSignInSchema,
  SIGN_IN_PANEL_DEFAULTS,
} from '@wardrobe/content-blocks';
import { Button } from '@wardrobe/design-system';
import type { ComponentProps } from 'react';
import { useFrame } from '../../lib/frame-store';
import { SignInPanel } from './SignInPanel';
import {
  announcementsSettled,
  backend,
  expect,
  fn,
  focused,
  type Meta,
  newMember,
  ok,
  prepareAccountStory,
  registeredAnswers,
  type StoryObj,
  sentTo,
  UK,
  userEvent,
  waitFor,
  wholePage,
  within,
} from './stories/answers';

const grace = newMember({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' });

/** The panel as the frame holds it: open while the frame's panel is 'signIn', the header's button opens it. */
function PanelInFrame({ onClose, ...props }: ComponentProps<typeof SignInPanel>) {
  const open = useFrame((s) => s.panel === 'signIn');
  const toggleSignIn = useFrame((s) => s.toggleSignIn);
  const closePanel = useFrame((s) => s.closePanel);
  return (
    <>
      <Button variant="secondary" onPress={() => toggleSignIn('signin')}>
        Account
      </Button>
      <SignInPanel
        {...props}
        isOpen={open}
        onClose={() => {
          onClose();
          closePanel();
        }}
      />
    </>
  );
}

/** Waits out the panel's slide (0.75 s, `[data-entering]`), so checks and pictures see it settled. */
const settled = (panel: HTMLElement) =>
  waitFor(() => expect(panel.closest('[data-entering]')).toBeNull(), { timeout: 3000 });

const openPanel = async (canvasElement: HTMLElement, name: string) => {
  const panel = await wholePage(canvasElement).findByRole('dialog', { name });
  await settled(panel);
  return panel;
};

const meta = {
  title: 'Storefront/Account/Sign-in panel',
  component: SignInPanel,
  tags: ['autodocs'],
  args: {
    market: UK,
    entry: goodStuffSideSignInSchema.parse(goodStuffSideSignInFixtures.default),
    texts: {
      signUpFooterPrompt: SIGN_IN_PANEL_DEFAULTS.signUpFooterPrompt,
      signInFooterPrompt: SIGN_IN_PANEL_DEFAULTS.signInFooterPrompt,
      thankYouTitle: SIGN_IN_PANEL_DEFAULTS.thankYouTitle,
    },
    isOpen: true,
    onClose: fn(),
  },
  argTypes: { isOpen: { control: false }, onClose: { control: false }, market: { control: false } },
  render: (args) => <PanelInFrame {...args} />,
  beforeEach: (context) => {
    const cleanup = prepareAccountStory(context);
    // The header's account button has opened it (spec 001 §2: signed out, it opens the sign-in panel).
    useFrame.setState({ panel: 'signIn', signInType: 'signin' });
    return cleanup;
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 001 §2 and §4: the sign-in side panel. The sign-in view (the entry’s heading and message, the ' +
          'login form, ‘Not a member?’ Join Now), the sign-up view (the entry’s title, the registration form, ' +
          'Cancel, ‘Already a member?’ Sign In) and the thank-you view after registering. Focus stays inside while ' +
          'it is open; Escape closes it. Shown here as the frame holds it: open while the frame store’s panel is ' +
          '‘signIn’, with the header’s Account button behind it.',
      },
    },
  },
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open at sign-in: the spec's heading, focus inside, and Tab never leaves the panel. */
export const OpenToSignIn: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, SIGN_IN_PANEL_DEFAULTS.signInHeading);
    const view = within(panel);
    await expect(panel).toContainElement(focused(canvasElement) as HTMLElement);
    await expect(view.getByText('Your offers and perks, all in one place.')).toBeVisible();
    await expect(view.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(view.getByText(SIGN_IN_PANEL_DEFAULTS.signInFooterPrompt)).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(panel).toContainElement(focused(canvasElement) as HTMLElement);
    }
  },
};

/** Escape closes it (spec 001 §4 "Escape closes a side panel"): the frame is told, and the page is back. */
export const EscapeClosesIt: Story = {
  play: async ({ args, canvasElement }) => {
    await openPanel(canvasElement, SIGN_IN_PANEL_DEFAULTS.signInHeading);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(wholePage(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(useFrame.getState().panel).toBeUndefined();
  },
};

/**
 * Join Now switches to the sign-up view; a registration typed in there registers (the marketing consent first,
 * spec 001 §4) and the thank-you view follows, its two buttons from the entry.
 */
export const JoinNowThenThanks: Story = {
  parameters: {
    backend: backend({
      ...registeredAnswers(grace),
      updateMarketingConsent: ok({ success: true }),
      registerCustomer: ok({ data: grace }),
    }),
  },
  play: async ({ canvasElement }) => {
    const signIn = await openPanel(canvasElement, SIGN_IN_PANEL_DEFAULTS.signInHeading);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Join Now' }));

    const signUp = await openPanel(canvasElement, SIGN_IN_PANEL_DEFAULTS.title);
    const form = within(within(signUp).getByRole('form', { name: 'Create an account' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Grace');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await userEvent.type(form.getByLabelText('Password', { selector: 'input' }), 'GoodStuff123');
    await userEvent.click(form.getByRole('button', { name: 'Sign Up' }));

    const thanks = await openPanel(canvasElement, SIGN_IN_PANEL_DEFAULTS.thankYouTitle);
    await expect(within(thanks).getByText('Your welcome treat is waiting in your account.')).toBeVisible();
    await expect(within(thanks).getByRole('link', { name: 'Shop Womens' })).toHaveAttribute(
      'href',
      '/womens',
    );
    await expect(within(thanks).getByRole('link', { name: 'Browse everything' })).toHaveAttribute(
      'href',
      '/browse',
    );
    await expect(sentTo('updateMarketingConsent')).toEqual([
      [{ email: 'grace@example.com', category: 'marketing_email', action: 'accept' }],
    ]);
    await expect(sentTo('registerCustomer')).toEqual([
      [
        {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.com',
          password: 'GoodStuff123',
          preferenceEmail: true,
        },
      ],
    ]);
    await announcementsSettled(canvasElement);
  },
};
