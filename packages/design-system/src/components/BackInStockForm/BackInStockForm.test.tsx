import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackInStockForm } from './BackInStockForm';
import { engagementService, PRODUCT_NAME, REFUSED_SKU, SOLD_OUT_SIZES } from './fixtures';

afterEach(cleanup);

const setup = (props: Partial<Parameters<typeof BackInStockForm>[0]> = {}) => {
  const recorded: { sku: string; email?: string }[] = [];
  const onNotify = vi.fn(engagementService(recorded));
  render(
    <BackInStockForm productName={PRODUCT_NAME} sizes={SOLD_OUT_SIZES} onNotify={onNotify} {...props} />,
  );
  return { user: userEvent.setup(), onNotify, recorded };
};

describe('BackInStockForm', () => {
  it('opens from its summary; a guest’s bad email is refused with the spec message and nothing is sent', async () => {
    const { user, onNotify } = setup();
    await user.click(screen.getByText("Email me when it's back"));
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('records a guest’s request for the chosen size and confirms it politely', async () => {
    const { user, recorded } = setup({ defaultOpen: true });
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText("We'll email you when size 12 is back.")).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe("We'll email you when size 12 is back.");
    expect(recorded).toEqual([{ sku: '300101-WHI-12', email: 'ada@example.com' }]);
  });

  it('asks a signed-in customer for no email, and shows a refusal in the shop’s words', async () => {
    const { user, onNotify } = setup({ defaultOpen: true, isSignedIn: true });
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Sold-out size'), REFUSED_SKU);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('This size will not be back.')).toBeTruthy();
    expect(onNotify).toHaveBeenCalledWith({ sku: REFUSED_SKU });
  });

  it('renders nothing without a sold-out size', () => {
    const { container } = render(<BackInStockForm productName="Tee" sizes={[]} onNotify={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
