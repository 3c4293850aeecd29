import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  clasica,
  demoImages,
  doble,
  empanadaCarne,
  gaseosa,
  missingImageUrl,
  muzzarella,
  napolitana,
} from '../../fixtures/menu.ts';
import { Button } from '../Button/Button.tsx';
import { PLATE_IMAGE_PLACEHOLDER } from '../PlateImage/PlateImage.tsx';
import { LazyPlateDetail } from './LazyPlateDetail.tsx';
import { PlateDetail, plateDetailVariants } from './PlateDetail.tsx';

const meta = {
  title: 'Menu/PlateDetail',
  component: PlateDetail,
  args: {
    plate: clasica,
    categoryShowName: 'Hamburguesas',
    imageUrl: demoImages.clasica,
    defaultOpen: true,
    onAdd: fn(),
    onOpenChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: plateDetailVariants } },
} satisfies Meta<typeof PlateDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await screen(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const groupNamed = (dialog: ReturnType<typeof within>, name: RegExp) => dialog.getByRole('group', { name });

/**
 * A mandatory single-choice group (max 1) is a radio group: choosing another option swaps the
 * choice. Adding sends `buildCartItem`'s line and closes the modal.
 */
export const MandatorySingleGroup: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Hamburguesa clásica');
    const punto = groupNamed(dialog, /^Punto de cocción/);
    await expect(punto).toHaveAccessibleName('Punto de cocción Obligatorio 0/1');
    await expect(punto).toHaveAccessibleDescription('Mínimo 1 · Máximo 1');
    await userEvent.click(within(punto).getByRole('radio', { name: 'Jugosa' }));
    await userEvent.click(within(punto).getByRole('radio', { name: 'A punto' }));
    await expect(within(punto).getByRole('radio', { name: 'Jugosa' })).not.toBeChecked();
    await expect(within(punto).getByRole('radio', { name: 'A punto' })).toBeChecked();
    await expect(punto).toHaveAccessibleName('Punto de cocción Obligatorio 1/1');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar $ 9.500' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        referenceId: 'plate-clasica',
        quantity: 1,
        price: 950000,
        categoryShowName: 'Hamburguesas',
        extras: [expect.objectContaining({ groupId: 'group-punto', cantAct: 1 })],
      }),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Adding with a mandatory group unanswered: the message, the group marked, nothing added. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Hamburguesa clásica');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar $ 9.500' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Revise que haya agregado la cantidad correcta de guarniciones',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
    const punto = groupNamed(dialog, /^Punto de cocción/);
    await expect(punto).toHaveAttribute('data-state', 'invalid');
    await waitFor(() => expect(within(punto).getByRole('radio', { name: 'Jugosa' })).toHaveFocus());
    // Fixing the group clears the message.
    await userEvent.click(within(punto).getByRole('radio', { name: 'Bien cocida' }));
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await expect(punto).toHaveAttribute('data-state', 'valid');
  },
};

/**
 * An optional multiple group (Extras, max 3) uses steppers and counts 'n/3'. Past the maximum
 * a new option is refused with one message and more of a chosen one with the other.
 */
export const OptionalMultipleGroupMaxReached: Story = {
  args: {
    defaultForm: {
      quantity: 1,
      notes: '',
      garnishes: [{ groupId: 'group-punto', garnishId: 'garnish-jugosa', quantity: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Hamburguesa clásica');
    const extras = groupNamed(dialog, /^Extras/);
    await expect(extras).toHaveAccessibleName('Extras 0/3');
    const more = (garnish: string) =>
      within(within(extras).getByRole('group', { name: garnish })).getByRole('button', { name: 'Agregar una unidad' });
    await userEvent.click(more('Cheddar'));
    await userEvent.click(more('Cheddar'));
    await userEvent.click(more('Panceta'));
    await expect(extras).toHaveAccessibleName('Extras 3/3');
    await expect(dialog.getByRole('button', { name: 'Agregar $ 12.100' })).toBeVisible();
    await userEvent.click(more('Huevo frito'));
    await expect(within(extras).getByRole('alert')).toHaveTextContent(
      'Ya se ha seleccionado el maximo de opcionales permitidos en este grupo',
    );
    await userEvent.click(more('Cheddar'));
    await expect(within(extras).getByRole('alert')).toHaveTextContent('No se pueden agregar mas que el máximo');
    await expect(extras).toHaveAccessibleName('Extras 3/3');
    // Said once, as an alert: the group's description stays its limits.
    await expect(extras).toHaveAccessibleDescription('Máximo 3');
    // Taking one away is accepted and clears the message.
    const cheddar = within(extras).getByRole('group', { name: 'Cheddar' });
    await userEvent.click(within(cheddar).getByRole('button', { name: 'Quitar una unidad' }));
    await expect(within(extras).queryByRole('alert')).not.toBeInTheDocument();
    await expect(extras).toHaveAccessibleName('Extras 2/3');
  },
};

/** An optional group without multiple selection (Salsas, max 2) uses check boxes. */
export const OptionalCheckboxGroupFull: Story = {
  args: { plate: doble, imageUrl: demoImages.doble },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Hamburguesa doble');
    const salsas = groupNamed(dialog, /^Salsas/);
    await userEvent.click(within(salsas).getByRole('checkbox', { name: 'Alioli' }));
    await userEvent.click(within(salsas).getByRole('checkbox', { name: 'Salsa picante + $ 300' }));
    await expect(salsas).toHaveAccessibleName('Salsas 2/2');
    await userEvent.click(within(salsas).getByRole('checkbox', { name: 'Barbacoa' }));
    await expect(within(salsas).getByRole('checkbox', { name: 'Barbacoa' })).not.toBeChecked();
    await expect(within(salsas).getByRole('alert')).toHaveTextContent(
      'Ya se ha seleccionado el maximo de opcionales permitidos en este grupo',
    );
    // $ 12.500 − $ 1.000 off the size, plus $ 300 of sauce.
    await expect(dialog.getByRole('button', { name: 'Agregar $ 11.800' })).toBeVisible();
  },
};

/** More than one size: a mandatory size choice; the total shows once a size is chosen. */
export const Sizes: Story = {
  args: { plate: muzzarella, categoryShowName: 'Pizzas', imageUrl: demoImages.muzzarella },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Pizza muzzarella');
    const size = groupNamed(dialog, /^Tamaño/);
    await expect(size).toHaveAccessibleName('Tamaño Obligatorio');
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Seleccione un tamaño');
    await expect(size).toHaveAttribute('data-state', 'invalid');
    await userEvent.click(within(size).getByRole('radio', { name: 'Grande (8 porciones) $ 12.000' }));
    await expect(dialog.getByRole('button', { name: 'Agregar $ 12.000' })).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Relleno de queso + $ 1.500' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar $ 13.500' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ sizeId: 'size-muzza-grande', price: 1350000, priceWithoutModifiers: 1200000 }),
    );
  },
};

/** A single size is chosen already and no choice is shown. */
export const SingleSizeNoGarnishes: Story = {
  args: { plate: napolitana, categoryShowName: 'Pizzas', imageUrl: demoImages.napolitana },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Pizza napolitana');
    await expect(dialog.queryByRole('group', { name: /^Tamaño/ })).not.toBeInTheDocument();
    // 15 % off $ 13.500.
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar $ 11.475' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ price: 1147500, originalPrice: 1350000 }));
  },
};

/** The quantity never goes below 1, and past the plate's maximum (6, with 4 in the cart) it is refused. */
export const MaxQuantityReached: Story = {
  args: {
    plate: gaseosa,
    categoryShowName: 'Bebidas',
    imageUrl: demoImages.gaseosa,
    quantityInCart: 4,
    defaultForm: { sizeId: 'size-gaseosa-500', quantity: 1, notes: '', garnishes: [] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Gaseosa');
    const quantity = dialog.getByRole('group', { name: 'Cantidad' });
    await expect(within(quantity).getByRole('button', { name: 'Quitar una unidad' })).toBeDisabled();
    const more = within(quantity).getByRole('button', { name: 'Agregar una unidad' });
    await userEvent.click(more);
    await expect(within(quantity).getByRole('status')).toHaveTextContent('2');
    await expect(dialog.getByRole('button', { name: 'Agregar $ 3.600' })).toBeVisible();
    await userEvent.click(more);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Has alcanzado el máximo de unidades (6) para este producto',
    );
    await expect(within(quantity).getByRole('status')).toHaveTextContent('2');
    await userEvent.click(within(quantity).getByRole('button', { name: 'Quitar una unidad' }));
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A 3x2 plate: the line total of 3 units charges 2. */
export const MultipleDiscountTotal: Story = {
  args: { plate: empanadaCarne, categoryShowName: 'Empanadas', imageUrl: demoImages.empanadas },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Empanada de carne cortada a cuchillo');
    const more = dialog.getByRole('button', { name: 'Agregar una unidad' });
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(dialog.getByRole('button', { name: 'Agregar $ 3.000' })).toBeVisible();
  },
};

/** Item notes count 'length/250'; typing beyond the limit is cut. */
export const NotesCounter: Story = {
  args: {
    defaultForm: {
      quantity: 1,
      notes: 'x'.repeat(240),
      garnishes: [{ groupId: 'group-punto', garnishId: 'garnish-jugosa', quantity: 1 }],
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Hamburguesa clásica');
    const notes = dialog.getByRole('textbox', { name: 'Notas' });
    await expect(dialog.getByText('240/250')).toBeVisible();
    await userEvent.type(notes, ' sin tomate, por favor');
    await expect(dialog.getByText('250/250')).toBeVisible();
    await expect((notes as HTMLTextAreaElement).value).toBe(`${'x'.repeat(240)} sin tomat`);
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar $ 9.500' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ notes: `${'x'.repeat(240)} sin tomat` }));
  },
};

export const NotesWithoutLimit: Story = {
  args: { itemNotesLimit: null },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Hamburguesa clásica');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Notas' }), 'Bien tostado el pan');
    await expect(dialog.queryByText(/\/250$/)).not.toBeInTheDocument();
  },
};

/** Closed until its trigger is pressed; Escape closes it. */
export const OpensFromTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button>Ver plato</Button> },
  play: async ({ args, canvasElement }) => {
    await expect(screen(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver plato' }));
    await openDialog(canvasElement, 'Hamburguesa clásica');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The same body as a page (a plate's own route). */
export const Page: Story = {
  args: { variant: 'page', plate: muzzarella, categoryShowName: 'Pizzas', imageUrl: demoImages.muzzarella },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pizza muzzarella' })).toBeVisible();
    await expect(canvas.getByText('Salsa de tomate, muzzarella y aceitunas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Chica (4 porciones) $ 8.000' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Clásico' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar una unidad' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar $ 16.000' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ quantity: 2, sizeId: 'size-muzza-chica' }));
    // The form starts over for the next one.
    await expect(canvas.getByRole('button', { name: 'Agregar' })).toBeVisible();
  },
};

/** Loaded on demand through React.lazy, as the menu opens it: the same modal once its chunk is in. */
export const Lazy: Story = {
  render: (args) => (
    <Suspense fallback={null}>
      <LazyPlateDetail {...args} />
    </Suspense>
  ),
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement, 'Hamburguesa clásica');
  },
};

/** Diner §7: the plate's picture failed to load, so the placeholder image takes its frame. */
export const BrokenImage: Story = {
  args: { imageUrl: missingImageUrl },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement, 'Hamburguesa clásica');
    const image = canvasElement.ownerDocument.querySelector('[role="dialog"] img') as HTMLImageElement;
    await waitFor(() => expect(image).toHaveAttribute('src', PLATE_IMAGE_PLACEHOLDER));
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    await expect(image).toHaveAttribute('alt', '');
    await expect(image.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};
