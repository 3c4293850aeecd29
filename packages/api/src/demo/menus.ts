/**
 * The demo menus: every garnish rule, every plate discount type, remarkeds, upselleds and
 * indicators appear at least once, so each screen and rule can be tried against the server.
 */
import type { CategoryOutput, IndicatorOutput, PlateOutput } from '../schemas/catalog.ts';
import { ars } from './money.ts';

export const demoIndicators: IndicatorOutput[] = [
  { id: 'ind-veggie', name: 'Vegetariano', shortName: 'V', icon: 'leaf', color: '#2e7d32', textColor: '#ffffff' },
  { id: 'ind-spicy', name: 'Picante', shortName: 'P', icon: 'flame', color: '#c62828', textColor: '#ffffff' },
  { id: 'ind-gluten-free', name: 'Sin TACC', shortName: 'ST', icon: 'wheat-off' },
  { id: 'ind-new', name: 'Nuevo', shortName: 'N', icon: 'sparkles', color: '#1565c0', textColor: '#ffffff' },
];

type PlateInput = Omit<PlateOutput, 'showName' | 'hasIndicators' | 'withImage' | 'indicators' | 'garnishGroups'> &
  Partial<Pick<PlateOutput, 'indicators' | 'garnishGroups' | 'imageFileId'>>;

function plate(input: PlateInput): PlateOutput {
  const indicators = input.indicators ?? [];
  return {
    ...input,
    showName: input.name,
    indicators,
    hasIndicators: indicators.length > 0,
    garnishGroups: input.garnishGroups ?? [],
    withImage: input.imageFileId !== undefined,
  };
}

const pizzas: CategoryOutput = {
  id: 'cat-pizzas',
  name: 'Pizzas',
  showName: 'Pizzas',
  description: 'A la piedra, con masa de fermentación lenta.',
  theme: 'default',
  indicators: [],
  withImage: true,
  imageFileId: 'file-cat-pizzas',
  plates: [
    plate({
      id: 'plate-muzzarella',
      name: 'Pizza muzzarella',
      description: 'Salsa de tomate, muzzarella y aceitunas.',
      categoryId: 'cat-pizzas',
      imageFileId: 'file-plate-muzzarella',
      indicators: ['ind-veggie'],
      sizes: [
        { id: 'size-muzza-chica', name: 'Chica (4 porciones)', price: ars(8000) },
        { id: 'size-muzza-grande', name: 'Grande (8 porciones)', price: ars(12000) },
      ],
      garnishGroups: [
        {
          id: 'group-borde',
          name: 'Borde',
          mandatory: true,
          multipleSelection: false,
          minGarnishAmount: 1,
          maxGarnishAmount: 1,
          garnishes: [
            { id: 'garnish-borde-clasico', name: 'Clásico', price: 0, visible: true },
            { id: 'garnish-borde-queso', name: 'Relleno de queso', price: ars(1500), visible: true },
          ],
        },
      ],
    }),
    plate({
      id: 'plate-napolitana',
      name: 'Pizza napolitana',
      description: 'Muzzarella, rodajas de tomate, ajo y albahaca. 15 % de descuento.',
      categoryId: 'cat-pizzas',
      imageFileId: 'file-plate-napolitana',
      indicators: ['ind-veggie'],
      sizes: [{ id: 'size-napo-grande', name: 'Grande', price: ars(13500) }],
      discount: { id: 'disc-napolitana', type: 'PERCENT', percentage: 15 },
    }),
  ],
};

const hamburguesas: CategoryOutput = {
  id: 'cat-hamburguesas',
  name: 'Hamburguesas',
  showName: 'Hamburguesas',
  description: 'Carne de pastura, pan de papa.',
  theme: 'banner',
  indicators: [],
  withImage: true,
  imageFileId: 'file-cat-hamburguesas',
  plates: [
    plate({
      id: 'plate-clasica',
      name: 'Hamburguesa clásica',
      description: 'Medallón de 180 g, lechuga, tomate y mayonesa de la casa.',
      categoryId: 'cat-hamburguesas',
      imageFileId: 'file-plate-clasica',
      sizes: [{ id: 'size-clasica', name: 'Única', price: ars(9500) }],
      garnishGroups: [
        {
          id: 'group-punto',
          name: 'Punto de cocción',
          mandatory: true,
          multipleSelection: false,
          minGarnishAmount: 1,
          maxGarnishAmount: 1,
          garnishes: [
            { id: 'garnish-jugosa', name: 'Jugosa', price: 0, visible: true },
            { id: 'garnish-a-punto', name: 'A punto', price: 0, visible: true },
            { id: 'garnish-cocida', name: 'Bien cocida', price: 0, visible: true },
          ],
        },
        {
          id: 'group-extras',
          name: 'Extras',
          mandatory: false,
          multipleSelection: true,
          minGarnishAmount: 0,
          maxGarnishAmount: 3,
          garnishes: [
            { id: 'garnish-cheddar', name: 'Cheddar', price: ars(800), visible: true },
            { id: 'garnish-panceta', name: 'Panceta', price: ars(1000), visible: true },
            { id: 'garnish-huevo', name: 'Huevo frito', price: ars(600), visible: true },
            { id: 'garnish-cebolla', name: 'Cebolla caramelizada', price: ars(500), visible: true },
          ],
        },
      ],
    }),
    plate({
      id: 'plate-doble',
      name: 'Hamburguesa doble',
      description: 'Dos medallones, doble cheddar. $ 1.000 de descuento.',
      categoryId: 'cat-hamburguesas',
      imageFileId: 'file-plate-doble',
      indicators: ['ind-new'],
      sizes: [{ id: 'size-doble', name: 'Única', price: ars(12500) }],
      discount: { id: 'disc-doble', type: 'FIXED', fixedDiscount: ars(1000) },
    }),
    plate({
      id: 'plate-veggie',
      name: 'Hamburguesa de lentejas',
      description: 'Medallón de lentejas y quinoa, alioli y rúcula.',
      categoryId: 'cat-hamburguesas',
      indicators: ['ind-veggie', 'ind-gluten-free', 'ind-spicy', 'ind-new'],
      sizes: [{ id: 'size-veggie', name: 'Única', price: ars(9000) }],
    }),
  ],
};

const empanadas: CategoryOutput = {
  id: 'cat-empanadas',
  name: 'Empanadas',
  showName: 'Empanadas',
  description: 'Al horno de barro.',
  theme: 'impact',
  indicators: [],
  withImage: false,
  plates: [
    plate({
      id: 'plate-empanada-carne',
      name: 'Empanada de carne cortada a cuchillo',
      description: 'Llevá 3 y pagá 2.',
      categoryId: 'cat-empanadas',
      indicators: ['ind-spicy'],
      sizes: [{ id: 'size-empanada-carne', name: 'Unidad', price: ars(1500) }],
      discount: { id: 'disc-empanadas', type: 'MULTIPLE', buy: 3, pay: 2 },
    }),
    plate({
      id: 'plate-empanada-jyq',
      name: 'Empanada de jamón y queso',
      categoryId: 'cat-empanadas',
      sizes: [{ id: 'size-empanada-jyq', name: 'Unidad', price: ars(1400) }],
    }),
  ],
};

const bebidas: CategoryOutput = {
  id: 'cat-bebidas',
  name: 'Bebidas',
  showName: 'Bebidas',
  theme: 'default',
  indicators: [],
  withImage: false,
  plates: [
    plate({
      id: 'plate-gaseosa',
      name: 'Gaseosa',
      description: 'Máximo 6 por pedido.',
      categoryId: 'cat-bebidas',
      maxQuantity: 6,
      sizes: [
        { id: 'size-gaseosa-500', name: '500 ml', price: ars(1800) },
        { id: 'size-gaseosa-1500', name: '1,5 l', price: ars(3200) },
      ],
    }),
    plate({
      id: 'plate-agua',
      name: 'Agua mineral',
      categoryId: 'cat-bebidas',
      sizes: [{ id: 'size-agua', name: '500 ml', price: ars(1500) }],
    }),
    plate({
      id: 'plate-cerveza',
      name: 'Cerveza artesanal IPA',
      description: 'Precio promocional. Máximo 4 por pedido.',
      categoryId: 'cat-bebidas',
      maxQuantity: 4,
      sizes: [{ id: 'size-cerveza', name: 'Pinta', price: ars(3200) }],
      discount: { id: 'disc-cerveza', type: 'FINAL_PRICE', finalPrice: ars(2500) },
    }),
  ],
};

const postres: CategoryOutput = {
  id: 'cat-postres',
  name: 'Postres',
  showName: 'Postres',
  theme: 'default',
  indicators: [],
  withImage: false,
  plates: [
    plate({
      id: 'plate-flan',
      name: 'Flan casero con dulce de leche',
      categoryId: 'cat-postres',
      indicators: ['ind-gluten-free'],
      sizes: [{ id: 'size-flan', name: 'Porción', price: ars(4200) }],
    }),
    plate({
      id: 'plate-helado',
      name: 'Helado artesanal',
      description: 'Elegí uno o dos gustos.',
      categoryId: 'cat-postres',
      sizes: [{ id: 'size-helado', name: '1/4 kg', price: ars(5000) }],
      garnishGroups: [
        {
          id: 'group-gustos',
          name: 'Gustos',
          mandatory: true,
          multipleSelection: true,
          minGarnishAmount: 1,
          maxGarnishAmount: 2,
          garnishes: [
            { id: 'garnish-ddl', name: 'Dulce de leche', price: 0, visible: true },
            { id: 'garnish-chocolate', name: 'Chocolate amargo', price: 0, visible: true },
            { id: 'garnish-limon', name: 'Limón', price: 0, visible: true },
            { id: 'garnish-sambayon', name: 'Sambayón', price: ars(300), visible: true },
          ],
        },
      ],
    }),
  ],
};

export interface DemoMenuContent {
  readonly categories: CategoryOutput[];
  readonly remarkeds: string[];
  readonly upselleds: string[];
}

export const palermoMenu: DemoMenuContent = {
  categories: [pizzas, hamburguesas, empanadas, bebidas, postres],
  remarkeds: ['plate-muzzarella', 'plate-clasica', 'plate-empanada-carne'],
  upselleds: ['plate-flan', 'plate-gaseosa', 'plate-agua', 'plate-helado'],
};

/** The dining room's menu differs (no delivery-only promotions), so its hash differs too. */
export const palermoSalonMenu: DemoMenuContent = {
  categories: [pizzas, hamburguesas, bebidas, postres],
  remarkeds: ['plate-muzzarella', 'plate-clasica'],
  upselleds: ['plate-flan', 'plate-gaseosa'],
};

export const belgranoMenu: DemoMenuContent = {
  categories: [pizzas, empanadas, bebidas],
  remarkeds: ['plate-napolitana'],
  upselleds: ['plate-gaseosa'],
};
