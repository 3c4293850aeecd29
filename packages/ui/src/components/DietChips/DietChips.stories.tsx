import { passesDiet } from '@comanda/domain/catalog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoIndicators } from '../../fixtures/menu.ts';
import { DietChips, type DietChipsProps, dietChipsMessages } from './DietChips.tsx';

const { veggie, glutenFree, spicy } = demoIndicators;

/** The plates the stories filter: which indicators each carries. */
const plates = [
  { indicators: [veggie.id] },
  { indicators: [veggie.id, glutenFree.id] },
  { indicators: [spicy.id] },
  { indicators: [glutenFree.id] },
  { indicators: [] },
];

const matchesOf = (selected: readonly string[]) => plates.filter((plate) => passesDiet(plate, selected)).length;

/** The chips as a menu holds them: the pressed ids in state, the count of plates that pass. */
function Filtering(props: DietChipsProps) {
  const [selected, setSelected] = useState<string[]>([...props.selected]);
  return (
    <DietChips
      {...props}
      selected={selected}
      matches={matchesOf(selected)}
      onChange={(next) => {
        props.onChange(next);
        setSelected(next);
      }}
    />
  );
}

const meta = {
  title: 'Menu/DietChips',
  component: DietChips,
  args: { indicators: [veggie, glutenFree, spicy], selected: [], matches: plates.length, onChange: fn() },
  render: (args) => <Filtering {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DietChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pressed: one toggle per indicator, named by its full name, each a 44 px target. */
export const NoneSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: dietChipsMessages.label });
    await expect(group).toHaveAttribute('data-state', 'idle');
    for (const name of ['Vegetariano', 'Sin TACC', 'Picante']) {
      const chip = canvas.getByRole('button', { name, pressed: false });
      await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.queryByRole('button', { name: dietChipsMessages.clear })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Pressing chips narrows the menu to the plates that carry all of them; the count is announced. */
export const SomeSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Vegetariano' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([veggie.id]);
    await expect(canvas.getByRole('button', { name: 'Vegetariano' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Se muestran 2 platos');
    await userEvent.click(canvas.getByRole('button', { name: 'Sin TACC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([veggie.id, glutenFree.id]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Se muestra 1 plato');
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'filtering');
    // Pressed again, a chip is released.
    await userEvent.click(canvas.getByRole('button', { name: 'Vegetariano' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([glutenFree.id]);
    await expect(canvas.getByRole('button', { name: 'Vegetariano' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A choice no plate meets: a clear message, and one tap clears the choice. */
export const NoPlateMatches: Story = {
  args: { selected: [veggie.id, spicy.id], matches: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByRole('status')).toHaveTextContent(dietChipsMessages.noMatch);
    await expect(canvas.getByText(dietChipsMessages.noMatch)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: dietChipsMessages.clear }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('button', { name: 'Picante' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The same in the dark theme (contrast checked by axe). */
export const NoPlateMatchesDark: Story = { ...NoPlateMatches, globals: { mode: 'dark' } };

/** Pressed chips in the dark theme. */
export const SomeSelectedDark: Story = { ...SomeSelected, globals: { mode: 'dark' } };

/** Tab reaches each chip; Space and Enter press and release it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vegetariano' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sin TACC' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([glutenFree.id]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** A menu whose plates carry no indicator shows no strip. */
export const NoIndicators: Story = {
  args: { indicators: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
  },
};
