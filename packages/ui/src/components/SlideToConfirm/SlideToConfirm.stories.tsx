import { VIBRATION_SUCCESS } from '@comanda/domain/rider';
import { RIDER_STEP_TARGETS, shipmentMessages } from '@comanda/domain/shipments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { SlideToConfirm } from './SlideToConfirm.tsx';

const meta = {
  title: 'Logistics/SlideToConfirm',
  component: SlideToConfirm,
  args: { label: shipmentMessages.stepLabels.ON_ROUTE_TO_PICKUP, onConfirm: fn(), vibrate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlideToConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drags the thumb `distance` px to the right in small moves, as a finger or a mouse does. */
function dragThumb(thumb: HTMLElement, distance: number, pointerType: 'mouse' | 'touch' = 'mouse', stepPx = 10) {
  const rect = thumb.getBoundingClientRect();
  let clientX = rect.left + rect.width / 2;
  const common = { pointerId: 7, pointerType, isPrimary: true, bubbles: true };
  fireEvent.pointerDown(thumb, { ...common, clientX });
  const direction = Math.sign(distance);
  for (let moved = 0; moved < Math.abs(distance); moved += stepPx) {
    clientX += direction * stepPx;
    fireEvent.pointerMove(thumb, { ...common, clientX });
  }
  fireEvent.pointerUp(thumb, { ...common, clientX });
}

/** Right arrow steps the slider 15 at a time; the sixth press reaches 90, confirms and resets to 0. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Aceptar envío' });
    await expect(slider).toHaveAccessibleDescription('Deslice >>');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>5/}');
    await expect(slider).toHaveAttribute('aria-valuenow', '75');
    await expect(slider).toHaveAttribute('aria-valuetext', '75 %');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '60');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.vibrate).toHaveBeenCalledWith(VIBRATION_SUCCESS);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Enter steps like Right arrow. */
export const EnterSteps: Story = {
  args: { label: shipmentMessages.stepLabels.DELIVERED },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Entregado' });
    slider.focus();
    await userEvent.keyboard('{Enter>6/}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Dragging the thumb with a mouse all the way confirms once and the thumb returns to 0. */
export const PointerDrag: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Aceptar envío' });
    dragThumb(slider, 120);
    await waitFor(() => expect(Number(slider.getAttribute('aria-valuenow'))).toBeGreaterThan(20));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    dragThumb(slider, 400);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.vibrate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
  },
};

/** A finger drags the same way (pointer events of type touch). */
export const TouchDrag: Story = {
  args: { label: shipmentMessages.stepLabels.ON_ROUTE_TO_DROPOFF },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'En camino al cliente' });
    dragThumb(slider, 400, 'touch');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A tap far along the track is a jump of 20 or more: it does not count. */
export const JumpIsIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Aceptar envío' });
    dragThumb(slider, 300, 'touch', 300);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Every label the rider meets, in order. */
export const StepLabels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {RIDER_STEP_TARGETS.map((target) => (
        <SlideToConfirm key={target} {...args} label={shipmentMessages.stepLabels[target]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Aceptar envío', 'En el local', 'En camino al cliente', 'Entregado', 'Regreso al local']) {
      await expect(canvas.getByRole('slider', { name })).toBeVisible();
    }
    await expect(canvas.getAllByText('Deslice >>')).toHaveLength(5);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Aceptar envío' });
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    slider.focus();
    await userEvent.keyboard('{ArrowRight>6/}');
    dragThumb(slider, 400);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the update runs the control waits with a spinner. */
export const Loading: Story = {
  args: { loading: true, label: shipmentMessages.stepLabels.IN_STORE },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Cargando' })).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'En el local' });
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    slider.focus();
    await userEvent.keyboard('{Enter>6/}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
