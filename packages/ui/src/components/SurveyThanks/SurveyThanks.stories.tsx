import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SurveyThanks } from './SurveyThanks.tsx';

const meta = {
  title: 'After the order/SurveyThanks',
  component: SurveyThanks,
} satisfies Meta<typeof SurveyThanks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thanks: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' }),
    ).toBeVisible();
  },
};

/** With a way back to the menu. */
export const WithAction: Story = {
  args: {
    children: (
      <Button asChild tone="bordered">
        <a href="/menu/la-esquina">Volver al Menú</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Volver al Menú' })).toHaveAttribute(
      'href',
      '/menu/la-esquina',
    );
  },
};

/** Replacing the form just sent: the heading takes the focus, so a screen reader announces the thanks. */
export const AfterSending: Story = {
  args: { takeFocus: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' }),
    ).toHaveFocus();
  },
};
