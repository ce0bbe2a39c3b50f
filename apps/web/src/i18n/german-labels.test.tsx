import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';

// Issue 28: what the shared code names by its codes (order statuses, categories, stock levels, the job application's
// choices and checks) reads in the page's language. The German build resolves each catalogue to its de/ sibling
// (ADR 0061); here vi.mock does the same, and the components are loaded afresh so they read the German catalogues.
vi.mock('./profile', () => import('./de/profile'));
vi.mock('./shop', () => import('./de/shop'));
vi.mock('./work-with-us', () => import('./de/work-with-us'));
vi.mock('./it', () => import('./de/it'));

beforeEach(() => {
  vi.resetModules();
});

describe('a German page shows the shared labels in German', () => {
  it("the order status badge and the profile's status filter", async () => {
    const { OrderStatusBadge } = await import('../features/profile/order-status-badge');
    render(<OrderStatusBadge status="shipped" />);
    expect(screen.getByText('Bereit zur Abholung')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Pronto per il ritiro');
  });

  it("the shop's category filter and a product's stock level", async () => {
    const { ShopToolbar } = await import('../features/shop/shop-toolbar');
    render(
      <ShopToolbar
        search=""
        onSearch={vi.fn()}
        category=""
        onCategory={vi.fn()}
        categories={['conditioner', 'beard_care']}
        count={0}
        onOpenCart={vi.fn()}
      />,
    );
    const select = screen.getByLabelText('Kategorie');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Alle Kategorien',
      'Spülung',
      'Bartpflege',
    ]);
    const { ProductCard } = await import('../features/shop/product-card');
    const { makeProduct } = await import('../features/shop/shop-test-data');
    const product = makeProduct({ _id: 'p1', name: 'Matt Paste', category: 'pomade', inventory: { quantity: 3, minQuantity: 1 } });
    render(<ProductCard product={product} inCart={0} onAdd={vi.fn()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Nur noch wenige')).toBeTruthy();
    expect(within(card).getByText('Pomade')).toBeTruthy();
    expect(card.textContent).not.toMatch(/Scorte limitate|Pomata/);
  });

  it("the job application's choices, and its checks' messages", async () => {
    const { ApplicationModal } = await import('../features/work-with-us/application-modal');
    render(<ApplicationModal open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    const permit = within(dialog).getByLabelText('Arbeitsbewilligung');
    expect(within(permit).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Auswählen',
      'Ja',
      'Nein',
      'Beantragt',
    ]);
    expect(within(within(dialog).getByLabelText('Zivilstand')).getByRole('option', { name: 'Verheiratet' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Der Vorname ist obligatorisch');
    expect(dialog.textContent).not.toContain('Nome è obbligatorio');
  });
});
