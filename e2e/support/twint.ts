import type { BrowserContext, Page } from 'playwright-core';

/** The TWINT simulator opens in a new tab, as the payer's TWINT app would: answers that tab once it shows. */
export async function openSimulator(context: BrowserContext, page: Page): Promise<Page> {
  const [simulator] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Apri il simulatore TWINT' }).click(),
  ]);
  await simulator.getByRole('heading', { level: 1, name: 'Simulatore TWINT' }).waitFor();
  return simulator;
}
