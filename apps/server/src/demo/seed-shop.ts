import type { ProductCategory } from '@barber/shared/domain/shop';
import type { Executor } from '../db/client';
import { products } from '../db/schema';
import type { FileStorage } from '../infra/storage/file-storage';
import { storeProductImage } from '../modules/products/images';
import { productShot, type Shape } from './demo-product-shots';

interface DemoProduct {
  name: string;
  brand: string;
  description: string;
  category: ProductCategory;
  priceRappen: number;
  quantity: number;
  featured?: boolean;
  shape: Shape;
  colours: [string, string];
}

/** A dozen products of the demo studio across the categories, some featured, one low and one out of stock. */
export const demoProducts: DemoProduct[] = [
  { name: 'Shampoo Rinforzante', brand: 'Lago Nero', description: 'Shampoo quotidiano al rosmarino per capelli fini.', category: 'shampoo', priceRappen: 2400, quantity: 25, shape: 'bottle', colours: ['#2f4858', '#f6e7c1'], featured: true },
  { name: 'Balsamo Idratante', brand: 'Lago Nero', description: 'Balsamo leggero con olio di argan, non appesantisce.', category: 'conditioner', priceRappen: 2600, quantity: 14, shape: 'bottle', colours: ['#86a789', '#fdf6e3'] },
  { name: 'Pomata Opaca', brand: 'Studio Ticino', description: 'Tenuta forte, effetto naturale senza lucido. Si lava via con acqua.', category: 'pomade', priceRappen: 2890, quantity: 30, shape: 'jar', colours: ['#3c2a21', '#d5cea3'], featured: true },
  { name: 'Pomata Lucida Classica', brand: 'Studio Ticino', description: 'Per pettinature classiche con riga e volume.', category: 'pomade', priceRappen: 2690, quantity: 8, shape: 'jar', colours: ['#8b1e3f', '#f2d0a4'] },
  { name: 'Cera Modellante', brand: 'Monte Brè', description: 'Cera morbida e rimodellabile durante il giorno.', category: 'wax', priceRappen: 2250, quantity: 4, shape: 'jar', colours: ['#6d597a', '#eaac8b'] },
  { name: 'Gel Tenuta Forte', brand: 'Monte Brè', description: 'Gel trasparente, asciuga senza residui bianchi.', category: 'gel', priceRappen: 1590, quantity: 18, shape: 'tube', colours: ['#355070', '#b5e2fa'] },
  { name: 'Spray Texture al Sale', brand: 'Lago Nero', description: 'Volume e texture da spiaggia per capelli medi e lunghi.', category: 'styling', priceRappen: 2190, quantity: 12, shape: 'tube', colours: ['#48cae4', '#ffffff'] },
  { name: 'Olio da Barba Cedro', brand: 'Barba Alpina', description: 'Ammorbidisce la barba e nutre la pelle, profumo di cedro.', category: 'beard_care', priceRappen: 2990, quantity: 20, shape: 'bottle', colours: ['#7f5539', '#ede0d4'], featured: true },
  { name: 'Olio Capelli Ristrutturante', brand: 'Barba Alpina', description: 'Poche gocce sulle punte per capelli secchi.', category: 'hair_oil', priceRappen: 3200, quantity: 0, shape: 'bottle', colours: ['#bc6c25', '#fefae0'] },
  { name: 'Dopobarba Lenitivo', brand: 'Monte Brè', description: 'Balsamo dopobarba senza alcol, calma i rossori.', category: 'aftershave', priceRappen: 2750, quantity: 9, shape: 'bottle', colours: ['#0b525b', '#d9ed92'] },
  { name: 'Pettine in Corno', brand: 'Bottega Lugano', description: 'Pettine fatto a mano, denti larghi e stretti.', category: 'tools', priceRappen: 1900, quantity: 15, shape: 'comb', colours: ['#432818', '#ffe6a7'] },
  { name: 'Set Regalo Barba', brand: 'Barba Alpina', description: 'Olio, balsamo e pettine in una scatola regalo.', category: 'gift_sets', priceRappen: 6900, quantity: 6, shape: 'box', colours: ['#1b4332', '#d4a373'], featured: true },
];

/**
 * Inserts the demo products. With a storage, each gets its product shot stored through it (large and thumbnail
 * WebP, as an admin upload would); without one (a database-only seed), the products have no images.
 */
export async function seedDemoShop(exec: Executor, storage?: FileStorage): Promise<void> {
  for (const p of demoProducts) {
    const images = storage
      ? [
          await storeProductImage(
            { storage },
            await productShot({ shape: p.shape, body: p.colours[0], label: p.colours[1], brand: p.brand, name: p.name }),
          ),
        ]
      : [];
    await exec.insert(products).values({
      name: p.name,
      brand: p.brand,
      description: p.description,
      category: p.category,
      priceRappen: p.priceRappen,
      inventoryQuantity: p.quantity,
      minQuantity: 5,
      isFeatured: p.featured ?? false,
      images,
    });
  }
}
