/**
 * The menu of a branch contact (diner §2 "Menu screen"): header, closed banner, promotional
 * banner, category chips, 'Lo más destacado', the category sections and 'Ver mi pedido'; where
 * the branch keeps plates off the main view (`platesInMainView` false), links to each category's
 * page instead. A category's page (/menu/{alias}/{category}) is its header and its plates. A plate
 * opens in a modal when the branch says so, else on its own page.
 */
import { useMenuCustomizations } from '@comanda/api/react';
import { basketCount, type CartItem, quantitiesByReferenceId } from '@comanda/domain/cart';
import { type Plate, passesDiet } from '@comanda/domain/catalog';
import { notesLimits, promotionalBannerText } from '@comanda/domain/validation';
import {
  BasketBar,
  CategoryChips,
  ClosedBanner,
  ConfirmModal,
  HighlightsSlider,
  LazyCategoryLinks,
  notify,
  PageLayout,
  PromotionalBanner,
  pageLayoutMessages,
  StatusScreen,
  useDocumentTitle,
  useLocation,
  useNavigate,
  whenPageSettles,
} from '@comanda/ui';
import {
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { trackEvent } from '../../analytics/analytics.ts';
import { PageLoading, useBranchScope } from '../../branch/BranchScope.tsx';
import { useCart } from '../../state/cart-store.ts';
import { LazyDietFilter } from './diet-filter.tsx';
import { menuPaths, useFollowLink } from './links.ts';
import { MenuHeader, useOrderingStatus } from './MenuHeader.tsx';
import { MenuSections, type MenuSectionsHandle } from './MenuSections.tsx';
import { categoryAnchor, menuFocusState, revealPlateCard } from './plate-focus.ts';
import { useCartRecovery } from './useCartRecovery.ts';
import { useCartTotals } from './useCartTotals.ts';
import { type MenuData, useMenuData } from './useMenuData.ts';
import { useOrderMode } from './useOrderMode.ts';

/** Decision: the spec names no text for a successful add. */
export const addedMessage = (name: string) => `Agregaste ${name} a tu pedido`;

/**
 * The store and mode chooser loads with its screen: a menu at an order mode never draws it. The
 * server draws it at the bare alias, and its document links its stylesheet (pages.ts).
 */
const EntryScreen = lazy(async () => ({ default: (await import('./EntryScreen.tsx')).EntryScreen }));
/** A category's own page: only its route needs it. */
const CategoryPage = lazy(async () => ({ default: (await import('./CategoryPage.tsx')).CategoryPage }));

/** The plate's dialog: loaded once the menu has settled, before the diner's first tap on a plate. */
const loadPlateDialog = () => import('./PlateDialog.tsx');
const PlateDialog = lazy(async () => ({ default: (await loadPlateDialog()).PlateDialog }));

const noDiet: readonly string[] = [];

/** Decision: the loading label while an abandoned cart is recovered. */
const recoveringLabel = 'Recuperando tu pedido';

/** Decision: the name of the basket bar's landmark. */
const basketLabel = 'Tu pedido';

/** The cards of some plates; each links to its own page when plates do not open in a modal (`alias`). */
function menuItems(
  plates: MenuData['plates'],
  cardOf: MenuData['cardOf'],
  quantities: ReadonlyMap<string, number>,
  alias: string | null,
) {
  return (some: readonly Plate[]) =>
    some.flatMap((plate) => {
      const full = plates.get(plate.id);
      if (!full) return [];
      const card = cardOf(full, quantities);
      return [alias === null ? card : { ...card, href: menuPaths.plate(alias, full.categoryId, full.id) }];
    });
}

/** Adds a line to the cart and tells the diner how it went (diner §4, follow-up §5). */
export function useAddToCart(alias: string): (item: CartItem) => boolean {
  const { add } = useCart(alias);
  return (item) => {
    const result = add(item);
    if (result.ok) {
      notify.success(addedMessage(item.name));
      trackEvent('ADD_ITEM', { lines: [item] });
    } else notify.error(result.message);
    return result.ok;
  };
}

export function MenuScreen() {
  const { alias, branch, contact, country } = useBranchScope();
  const navigate = useNavigate();
  const followLink = useFollowLink();
  const orderMode = useOrderMode({ menu: true });
  const { mode, modes } = orderMode;
  const data = useMenuData(alias, mode);
  const { cart, endAnimation } = useCart(alias);
  const addToCart = useAddToCart(alias);
  const { customizations, isLoading: customizationsLoading } = useMenuCustomizations({
    params: { branchId: branch.id },
  });
  const [detail, setDetail] = useState<{ plate: Plate; open: boolean } | null>(null);
  const [activeCategory, setActiveCategory] = useState<string | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const sectionsRef = useRef<MenuSectionsHandle>(null);
  const basketRef = useRef<HTMLButtonElement>(null);
  const { status, now } = useOrderingStatus(mode);
  const inModal = branch.generalConfig.menuConfig.plateDetailInModal;
  // What opened the plate's dialog: a card drawn anew since (or scrolled out of a long menu) is found again.
  const plateOpenedFrom = useRef<Element | null>(null);

  useDocumentTitle(`Menú · ${contact.name}`);
  // The plate detail's chunk loads once the menu has settled, before the diner's first tap on a plate.
  useEffect(() => {
    if (inModal) whenPageSettles(() => void loadPlateDialog());
  }, [inModal]);
  const recovering = useCartRecovery();
  // Stable, so the memoised plate cards are not all re-rendered when the cart changes.
  const openPlate = useCallback(
    (plate: Plate) => {
      if (inModal) {
        plateOpenedFrom.current = document.activeElement;
        setDetail({ plate, open: true });
        trackEvent('ITEM_VIEW', { lines: [{ referenceId: plate.id, name: plate.showName, quantity: 1 }] });
      } else navigate(menuPaths.plate(alias, plate.categoryId, plate.id));
    },
    [inModal, navigate, alias],
  );

  // Memoised on what they show, so a read that arrives late re-renders neither the sections nor
  // the highlights (each render of a menu costs a phone tens of milliseconds).
  const quantities = useMemo(() => quantitiesByReferenceId(cart.items), [cart.items]);
  const { plates, cardOf, categories, categoryImages, remarkeds } = data;
  const totals = useCartTotals(cart.items, plates, country);
  // Drawn: the menu's reads are in, and the basket bar is there when the cart has lines.
  useFocusFromPlatePage(!(data.loading || customizationsLoading) && totals !== null, basketRef);
  // The diet filter narrows every section and the highlights; the menu leaves out a category it empties.
  const [diet, setDiet] = useState<readonly string[]>(noDiet);
  const allSections = useMemo(() => {
    const itemsOf = menuItems(plates, cardOf, quantities, inModal ? null : alias);
    return categories.map((category) => {
      const imageUrl = category.imageFileId ? categoryImages.get(category.imageFileId) : undefined;
      return {
        id: categoryAnchor(category.id),
        category,
        theme: category.theme,
        ...(imageUrl ? { imageUrl } : {}),
        items: itemsOf(category.plates.filter((plate) => passesDiet(plate, diet))),
        country,
        headingLevel: 2 as const,
      };
    });
  }, [plates, cardOf, quantities, inModal, alias, categories, categoryImages, country, diet]);
  const sections = useMemo(() => allSections.filter((section) => section.items.length > 0), [allSections]);
  const highlights = useMemo(
    () =>
      menuItems(
        plates,
        cardOf,
        quantities,
        inModal ? null : alias,
      )(remarkeds.filter((plate) => passesDiet(plate, diet))),
    [plates, cardOf, quantities, inModal, alias, remarkeds, diet],
  );
  const selectCategory = useCallback(
    (categoryId: string) => {
      setActiveCategory(categoryId);
      sectionsRef.current?.scrollTo(sections.findIndex((section) => section.category.id === categoryId));
    },
    [sections],
  );

  if (recovering) return <PageLoading label={recoveringLabel} />;
  if (!mode && (orderMode.choosing || orderMode.entryConfirming)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <EntryScreen orderMode={orderMode} />
      </Suspense>
    );
  }
  if (!mode) {
    return (
      <StatusScreen
        icon="unavailable"
        title="Este tipo de pedido no está disponible"
        message="Elegí otra forma de pedir en este local."
        action={{ label: 'Ver el menú', href: menuPaths.menu(alias) }}
      />
    );
  }

  // In the page's main landmark, above the menu (axe 'region': no content outside landmarks).
  const closedBanner = status.banner && <ClosedBanner message={status.banner} onShowHours={() => setHoursOpen(true)} />;
  const banner = promotionalBannerText(customizations, mode.type);

  // The diet filter's chips, on a menu whose plates carry indicators, given how many plates the view shows.
  const dietChips = (shown: readonly { items: readonly unknown[] }[]) =>
    [...plates.values()].some((plate) => plate.indicators.length > 0) && (
      <LazyDietFilter
        alias={alias}
        plates={plates}
        selected={diet}
        onChange={setDiet}
        matches={shown.reduce((sum, section) => sum + section.items.length, 0)}
      />
    );
  let content: ReactNode;
  // The promotional banner sits above the menu: the menu waits for it rather than being pushed down by it.
  if (data.loading || customizationsLoading) content = <PageLoading label="Cargando el menú" landmark={false} />;
  else if (orderMode.categorySegment && !data.failed) {
    const section = allSections.find((shown) => shown.category.id === orderMode.categorySegment);
    content = (
      <Suspense fallback={<PageLoading label="Cargando el menú" landmark={false} />}>
        <CategoryPage
          section={section}
          menuHref={menuPaths.mode(alias, mode.type)}
          onOpenPlate={openPlate}
          filter={dietChips(section ? [section] : [])}
        />
      </Suspense>
    );
  } else if (!branch.generalConfig.menuConfig.platesInMainView && !data.failed)
    content = (
      <>
        {banner && <PromotionalBanner text={banner} />}
        {dietChips(sections)}
        <Suspense fallback={null}>
          <LazyCategoryLinks
            categories={sections.map(({ category, imageUrl, items }) => ({
              id: category.id,
              name: category.showName,
              description: category.description ?? null,
              imageUrl: imageUrl ?? null,
              plateCount: items.length,
              href: menuPaths.category(alias, category.id),
            }))}
          />
        </Suspense>
      </>
    );
  else if (data.failed)
    content = (
      <StatusScreen
        icon="error"
        title="No pudimos cargar el menú"
        message="Hubo un error inesperado. Intente nuevamente en unos minutos."
      />
    );
  else
    content = (
      <>
        {banner && <PromotionalBanner text={banner} />}
        <CategoryChips
          categories={sections.map((section) => section.category)}
          activeId={activeCategory}
          onSelect={selectCategory}
        />
        {dietChips(sections)}
        {highlights.length > 0 && (
          <HighlightsSlider items={highlights} onOpen={openPlate} country={country} headingLevel={2} />
        )}
        <MenuSections ref={sectionsRef} sections={sections} onOpenPlate={openPlate} keepDrawn={detail?.plate} />
      </>
    );

  const detailFileId = detail ? data.plates.get(detail.plate.id)?.imageFileId : undefined;
  const detailImage = detailFileId ? data.plateImages.get(detailFileId) : undefined;
  return (
    // The ui components render plain links; a click on one inside the app is routed, not reloaded.
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation of link clicks, each link stays keyboard-operable.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click.
    <div onClick={followLink}>
      <PageLayout
        skipLinkLabel={pageLayoutMessages.skipToMenu}
        header={
          <MenuHeader
            modes={modes}
            mode={mode}
            onModeChange={orderMode.select}
            itemsTotal={totals?.itemsTotal ?? 0}
            status={status}
            now={now}
            hoursOpen={hoursOpen}
            onHoursOpenChange={setHoursOpen}
          />
        }
        bottomBar={
          // A landmark, so the bar is not content outside every region (axe 'region').
          basketCount(cart.items) > 0 &&
          totals && (
            <nav aria-label={basketLabel}>
              <BasketBar
                count={basketCount(cart.items)}
                total={totals.itemsTotal}
                country={country}
                ref={basketRef}
                onOpen={() => navigate(menuPaths.cart(alias))}
                animating={cart.animation}
                onAnimationEnd={endAnimation}
              />
            </nav>
          )
        }
      >
        {closedBanner}
        {content}
      </PageLayout>
      {detail && (
        // Loaded when first opened (preloaded once the menu shows): it is not part of the menu's first load.
        <Suspense fallback={null}>
          <PlateDialog
            key={detail.plate.id}
            plate={detail.plate}
            categoryShowName={data.categoryNames.get(detail.plate.categoryId) ?? ''}
            variant="modal"
            {...(detailImage ? { imageUrl: detailImage } : {})}
            country={country}
            quantityInCart={quantities.get(detail.plate.id) ?? 0}
            itemNotesLimit={notesLimits(customizations).item}
            open={detail.open}
            onOpenChange={(open) => setDetail(open ? detail : { ...detail, open: false })}
            onAdd={addToCart}
            focusAfterAdd={() => basketRef.current}
            focusAfterDismiss={() => (openerStillThere(plateOpenedFrom.current) ? null : revealPlateCard(detail.plate))}
          />
        </Suspense>
      )}
      <ConfirmModal
        reason="changeOrderMode"
        open={orderMode.confirming}
        onConfirm={orderMode.confirm}
        onCancel={orderMode.cancel}
      />
    </div>
  );
}

/**
 * What opened a plate's dialog takes the focus back if it is still on the page; a tap that gave the
 * focus to nothing (the body) leaves it to the plate's card.
 */
const openerStillThere = (opener: Element | null) => Boolean(opener?.isConnected) && opener !== document.body;

/**
 * Back from a plate's own page, the menu puts the focus where the page asked (`MenuFocusState`):
 * on the plate's card, or on 'Ver mi pedido' after an add. Once, when the menu is drawn.
 */
function useFocusFromPlatePage(drawn: boolean, basketRef: RefObject<HTMLButtonElement | null>) {
  const { state } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!drawn || done.current) return;
    done.current = true;
    const { focusPlate, focusBasket } = menuFocusState(state);
    const target = focusBasket ? basketRef.current : focusPlate ? revealPlateCard(focusPlate) : null;
    // Scrolled already: the card to the middle of the screen, the basket bar is always in view.
    target?.focus({ preventScroll: true });
  }, [drawn, state, basketRef]);
}
