import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemePlayground } from './ThemePlayground.tsx';

const meta = {
  title: 'Theming/Theme playground',
  component: ThemePlayground,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults of diner §9 pass every contrast check. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Todas las combinaciones cumplen WCAG AA.',
    );
  },
};

/**
 * A partner pastes its colours: the previews re-theme and weak pairs are named. The previews show
 * the partner's low-contrast colours on purpose, so axe checks everything on the page but them.
 */
export const PasteAColorConfig: Story = {
  parameters: { a11y: { context: { exclude: ['[data-testid^="preview-"]'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByLabelText('colorConfig del local (JSON)');
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste(
      '{"lightMainColor": "#FFE600", "promotionalBannerColorLight": "#FFFF00", "mainTextColorLight": "#999999"}',
    );
    const warnings = await canvas.findByRole('list', { name: 'Advertencias de contraste' });
    await expect(within(warnings).getByText(/^Texto sobre el fondo \(claro\)/)).toBeVisible();
    const preview = canvas.getByTestId('preview-light');
    const button = within(preview).getByRole('button', { name: 'Ver mi pedido' });
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 230, 0)'));
  },
};

export const InvalidJson: Story = {
  args: { initialJson: '{ "lightMainColor": ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('El texto no es un JSON válido.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
