import { goodStuffOfferFixtures, goodStuffOfferSchema } from '@wardrobe/content-blocks';
import { OfferCard } from './OfferCard';
import { expect, type Meta, type StoryObj, userEvent, within } from './stories/answers';

const meta = {
  title: 'Storefront/Account/Offer card',
  component: OfferCard,
  tags: ['autodocs'],
  args: { offer: goodStuffOfferSchema.parse(goodStuffOfferFixtures.default), marketCode: 'en' },
  // One cell of Your Good Stuff's grid (three across from 1024 px, one on a phone).
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One Good Stuff offer (spec 001 §3 “Offer content”, spec 002 §3): its picture, title, description, ' +
          'call to action, valid-until date (DD-MM-YY) and terms. On Your Good Stuff the terms open in place, a ' +
          'native disclosure; in the offers panel a button opens the terms panel instead (`onShowTerms`).',
      },
    },
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On Your Good Stuff: the offer with its date, and its terms opened in place with the link to the full terms. */
export const TermsOpenedInPlace: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector('article') as HTMLElement);
    await expect(card.getByRole('heading', { level: 2, name: '15% off for members' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Shop knitwear' })).toHaveAttribute(
      'href',
      '/browse/womens/clothing/knitwear',
    );
    await expect(card.getByText('31-03-26')).toBeVisible();
    await userEvent.click(card.getByText('Offer terms', { selector: 'summary' }));
    await expect(card.getByText(/One use per member/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Offer terms for 15% off for members' })).toHaveAttribute(
      'href',
      '/terms/good-stuff',
    );
  },
};
