/**
 * Domain (benchmark 5): `priceOrder` on a 100-line cart with every discount kind —
 * plate discounts (PERCENT, FIXED, MULTIPLE, FINAL_PRICE), general discounts and surcharges
 * (PERCENT, FIXED), a category code with a cap, loyalty points, service and delivery fees — once
 * with code and points combined and once exclusive (both sides computed, the cheaper kept).
 * Median time per call with tinybench, over `--runs` batches (default 5). Goal: ≤ 50 µs.
 *
 *   pnpm bench:domain [--runs 5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CartItem } from '@comanda/domain/cart';
import type { PlateDiscount } from '@comanda/domain/catalog';
import type { CodeDiscountInfo, GeneralDiscount, GeneralSurcharge } from '@comanda/domain/discounts';
import type { priceOrder as PriceOrder, PriceOrderInput } from '@comanda/domain/pricing';
import { Bench } from 'tinybench';
import { build } from 'vite';
import { machine, median, root, round, runsArgument } from './lib.ts';

// The domain as the browser gets it: built by Vite (minified, no tsx helpers), then imported.
const outDir = mkdtempSync(path.join(tmpdir(), 'comanda-domain-bench-'));
await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    outDir,
    target: 'es2022',
    lib: { entry: path.join(root, 'packages/domain/src/index.ts'), formats: ['es'], fileName: () => 'domain.mjs' },
  },
});
const { priceOrder } = (await import(pathToFileURL(path.join(outDir, 'domain.mjs')).href)) as {
  priceOrder: typeof PriceOrder;
};
rmSync(outDir, { recursive: true, force: true });

const plateDiscounts: PlateDiscount[] = [
  { id: 'pd-percent', type: 'PERCENT', percentage: 15 },
  { id: 'pd-fixed', type: 'FIXED', fixedDiscount: 20_000 },
  { id: 'pd-multiple', type: 'MULTIPLE', buy: 3, pay: 2 },
  { id: 'pd-final', type: 'FINAL_PRICE', finalPrice: 90_000 },
];

function item(index: number): CartItem {
  const garnishes = index % 3 === 0 ? 2 : 0;
  return {
    referenceId: `plate-${index}`,
    referenceType: 'PLATE',
    name: `Plato ${index}`,
    notes: '',
    price: 0,
    originalPrice: 0,
    priceWithoutModifiers: 100_000 + index * 1_250,
    quantity: 1 + (index % 4),
    categoryId: `category-${index % 8}`,
    categoryShowName: `Categoría ${index % 8}`,
    source: 'plate',
    extras:
      garnishes > 0
        ? [
            {
              groupId: 'extras',
              groupName: 'Extras',
              minGarnishAmount: 0,
              maxGarnishAmount: 5,
              multipleSelection: true,
              mandatory: false,
              cantAct: garnishes,
              groupItems: Array.from({ length: garnishes }, (_, garnish) => ({
                referenceId: `garnish-${garnish}`,
                referenceType: 'GARNISH' as const,
                name: `Extra ${garnish}`,
                quantity: 1,
                price: 15_000,
              })),
            },
          ]
        : [],
  };
}

const lines = Array.from({ length: 100 }, (_, index) => ({
  item: item(index),
  // Four lines in five carry a plate discount, each kind in turn.
  plateDiscount: index % 5 === 4 ? null : plateDiscounts[index % 4],
}));

const generalDiscounts: GeneralDiscount[] = [
  { id: 'g-percent', name: '10 % efectivo', type: 'PERCENT', value: 10 },
  { id: 'g-fixed', name: '$ 500 menos', type: 'FIXED', value: 50_000 },
];
const generalSurcharges: GeneralSurcharge[] = [
  { id: 's-percent', name: 'Recargo tarjeta', type: 'PERCENT', value: 5 },
  { id: 's-fixed', name: 'Envase', type: 'FIXED', value: 30_000 },
];
const codeDiscount: CodeDiscountInfo = {
  code: 'PIZZA20',
  id: 'code-category',
  type: 'PERCENT',
  value: 20,
  minimumOrderAmount: 1_000_000,
  maximumDiscountAmount: 500_000,
  category: { id: 'category-2', showName: 'Categoría 2' },
};

const base: PriceOrderInput = {
  country: 'ar',
  lines,
  generalDiscounts,
  generalSurcharges,
  fees: { userFee: 30_000, percentageUserFee: 2 },
  delivery: { fee: 150_000, cashFee: 120_000 },
  cashPayment: true,
  codeDiscount,
  loyalty: {
    program: { name: 'Puntos', active: true, orderPercentage: 5, maxRedeemedPercentage: 30, supportsDiscounts: true },
    balance: 5_000,
    points: 2_000,
  },
};
const combined: PriceOrderInput = { ...base, codeAndLoyaltyExclusive: false };
const exclusive: PriceOrderInput = { ...base, codeAndLoyaltyExclusive: true };

// Sanity: the input exercises what it claims to.
const ticket = priceOrder(combined);
if (ticket.items.length !== 100) throw new Error('expected 100 priced lines');

const runs = runsArgument(5);
const medians: Record<string, number[]> = { combined: [], exclusive: [] };
for (let run = 0; run < runs; run += 1) {
  const bench = new Bench({ time: 1000, warmupTime: 200 });
  bench.add('combined', () => void priceOrder(combined));
  bench.add('exclusive', () => void priceOrder(exclusive));
  await bench.run();
  for (const task of bench.tasks) {
    const latency = (task.result as { latency?: { p50?: number } } | undefined)?.latency;
    if (latency?.p50 !== undefined) medians[task.name]?.push(latency.p50 * 1000);
  }
}
console.log(`bench/domain.ts — ${machine()}`);
console.log(`priceOrder, 100 lines, every discount kind; ${runs} batches of 1 s; median µs per call (goal ≤ 50 µs)`);
console.table(
  Object.entries(medians).map(([name, values]) => ({
    case: `code and points ${name}`,
    'median µs/call': round(median(values)),
    'min of batch medians': round(Math.min(...values)),
    'max of batch medians': round(Math.max(...values)),
  })),
);
