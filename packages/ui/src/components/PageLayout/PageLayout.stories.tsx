import { pageWidthPercent } from '@comanda/domain/layout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDrawer } from '../AccountDrawer/AccountDrawer.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { ClosedBanner } from '../ClosedBanner/ClosedBanner.tsx';
import { sampleLogoUrl } from '../Header/fixtures.ts';
import { Header } from '../Header/Header.tsx';
import { InfoTable } from '../InfoTable/InfoTable.tsx';
import { PromotionalBanner } from '../PromotionalBanner/PromotionalBanner.tsx';
import { Text } from '../Text/Text.tsx';
import { PageLayout } from './PageLayout.tsx';

/** Viewports on each side of the diner §2 breakpoints (800 px and 1025 px), plus the smallest phone. */
const pageViewports = {
  phone320: { name: 'Teléfono 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone799: { name: 'Teléfono 799 px', styles: { width: '799px', height: '800px' }, type: 'mobile' },
  tablet800: { name: 'Tableta 800 px', styles: { width: '800px', height: '800px' }, type: 'tablet' },
  tablet1025: { name: 'Tableta 1025 px', styles: { width: '1025px', height: '800px' }, type: 'tablet' },
  desktop1026: { name: 'Escritorio 1026 px', styles: { width: '1026px', height: '800px' }, type: 'desktop' },
  desktop1440: { name: 'Escritorio 1440 px', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;
type PageViewport = keyof typeof pageViewports;

const onContinue = fn();

const meta = {
  title: 'Shell/PageLayout',
  component: PageLayout,
  parameters: { viewport: { options: pageViewports } },
  args: {
    header: (
      <Card as="section" aria-label="Encabezado del local">
        <Text as="h1" size="xl" weight="bold">
          La Esquina de Palermo
        </Text>
      </Card>
    ),
    children: (
      <>
        <Text as="h2" size="lg" weight="bold">
          Lo más destacado
        </Text>
        <Card>
          <Text>Milanesa napolitana con papas fritas, la especialidad de la casa desde 1987.</Text>
        </Card>
        <Card>
          <Text>Empanadas de carne cortada a cuchillo, horneadas en horno de barro.</Text>
        </Card>
      </>
    ),
    bottomBar: (
      <Button fullWidth onClick={onContinue}>
        Ver mi pedido
      </Button>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column's share of the page, in percent, as the browser laid it out. */
function columnPercent(canvasElement: HTMLElement): number {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot="page-layout"]');
  const column = canvasElement.querySelector<HTMLElement>('[data-slot="page-column"]');
  if (!page || !column) throw new Error('page layout not rendered');
  return (column.getBoundingClientRect().width / page.getBoundingClientRect().width) * 100;
}

function atViewport(viewport: PageViewport, expectedPercent: 50 | 80 | 100): Story {
  return {
    globals: { viewport: { value: viewport, isRotated: false } },
    play: async ({ canvasElement }) => {
      const view = canvasElement.ownerDocument.defaultView;
      if (!view) throw new Error('no window');
      // The domain rule and the laid-out column agree at this width.
      await expect(pageWidthPercent(view.innerWidth)).toBe(expectedPercent);
      await expect(columnPercent(canvasElement)).toBeCloseTo(expectedPercent, 0);
    },
  };
}

/** Under 800 px the page takes the whole width; at 320 px nothing scrolls sideways. */
export const Phone320: Story = {
  ...atViewport('phone320', 100),
  play: async (context) => {
    await atViewport('phone320', 100).play?.(context);
    const { documentElement } = context.canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

export const Phone799: Story = atViewport('phone799', 100);
export const Tablet800: Story = atViewport('tablet800', 80);
export const Tablet1025: Story = atViewport('tablet1025', 80);
export const Desktop1026: Story = atViewport('desktop1026', 50);
export const Desktop1440: Story = atViewport('desktop1440', 50);

/** Header, main landmark and bottom bar are all there; the bottom bar's button works. */
export const Slots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Encabezado del local' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'Lo más destacado' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver mi pedido' }));
    await expect(onContinue).toHaveBeenCalled();
  },
};

/**
 * The keyboard's first stop is 'Saltar al contenido', shown when focused; it moves focus past the
 * header to the main landmark, where the next Tab continues. The bottom bar is a named region.
 */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('region', { name: 'Tu pedido' })).toContainElement(
      canvas.getByRole('button', { name: 'Ver mi pedido' }),
    );
  },
};

/** A page without a bottom bar (the cart is empty) renders no empty bar. */
export const WithoutBottomBar: Story = {
  args: { bottomBar: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="page-bottom-bar"]')).toBeNull();
  },
};

/** The shell as the menu route composes it: promotion, closed banner, header with info table and account. */
export const MenuShell: Story = {
  parameters: { viewport: { options: pageViewports } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  args: {
    header: (
      <>
        <PromotionalBanner text="¡2x1 en empanadas todos los martes!" />
        <ClosedBanner canSchedule onShowHours={fn()} />
        <Header
          branchName="La Esquina de Palermo"
          logoUrl={sampleLogoUrl}
          closed
          address="Av. Santa Fe 3456, Palermo, CABA"
          addressHref="https://www.openstreetmap.org/search?query=Av.%20Santa%20Fe%203456"
          social={{ instagramUrl: 'https://www.instagram.com/laesquinadepalermo', whatsAppPhone: '5491122334455' }}
          onShowHours={fn()}
          orderModes={[
            { id: 'delivery', name: 'Delivery' },
            { id: 'take-away', name: 'Retiro en el local' },
          ]}
          currentModeId="delivery"
          onModeChange={fn()}
          changeBranchHref="/menu/la-esquina"
          actions={<AccountDrawer user={{ name: 'Juana' }} hasActiveProgram />}
          infoTable={
            <InfoTable
              kind="delivery"
              delay={{ minMinutes: 30, maxMinutes: 50 }}
              deliveryFee={0}
              minimum={300000}
              freeDeliveryFrom={1000000}
              itemsTotal={650000}
            />
          }
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Local cerrado, programa tu pedido.')).toBeVisible();
    await expect(canvas.getByRole('banner')).toContainElement(
      canvas.getByText('Suma $ 3.500 en productos para tener envío gratis'),
    );
    await expect(canvas.getAllByRole('button', { name: 'Ver horarios' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Mi cuenta' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Hola, Juana')).toBeInTheDocument();
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/** The same shell under a dark partner theme: every text keeps its contrast (axe checks it). */
export const MenuShellDarkPartner: Story = {
  ...MenuShell,
  globals: { viewport: { value: 'tablet1025', isRotated: false }, mode: 'dark', partner: 'medianoche' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark');
    await expect(within(canvasElement).getByText('Local cerrado, programa tu pedido.')).toBeVisible();
  },
};

export const MenuShellGreenPartner: Story = {
  ...MenuShell,
  globals: { viewport: { value: 'desktop1440', isRotated: false }, mode: 'light', partner: 'verdeo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delivery' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
