import type { CartItem, CartItemSource } from '@comanda/domain/cart';
import type { GarnishGroup, Plate } from '@comanda/domain/catalog';
import { plateLineDiscount } from '@comanda/domain/discounts';
import { countryOf, DEFAULT_COUNTRY, formatMinorUnits, moneyOf, multiply, subtract } from '@comanda/domain/money';
import {
  buildCartItem,
  changePlateQuantity,
  decrementGarnish,
  garnishQuantity,
  groupCount,
  groupMaximum,
  incrementGarnish,
  initialPlateForm,
  invalidGroupIds,
  type PlateForm,
  type PlateFormUpdate,
  plateFormError,
  selectSize,
  setItemNotes,
  showsSizeChoice,
  swapsChoice,
  toggleGarnish,
} from '@comanda/domain/plate';
import { priceCartItem, roundForDisplay } from '@comanda/domain/pricing';
import { DEFAULT_ITEM_NOTES_LIMIT, notesLength } from '@comanda/domain/validation';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import type { PlateIndicator } from '../PlateCard/PlateCard.tsx';
import { PlateImage } from '../PlateImage/PlateImage.tsx';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './PlateDetail.css.ts';

export const plateDetailVariants = ['modal', 'page'] as const;
export type PlateDetailVariant = (typeof plateDetailVariants)[number];

/** Intrinsic size of the plate's image (2:1), so the form does not jump while it loads. */
export const PLATE_DETAIL_IMAGE_SIZE = { width: 640, height: 320 } as const;

/**
 * Texts the spec does not give (decisions). The rule messages (limits, invalid garnishes,
 * maximum units) come from the domain.
 */
export const plateDetailMessages = {
  add: (total: string | null) => (total ? `Agregar ${total}` : 'Agregar'),
  size: 'Tamaño',
  mandatory: 'Obligatorio',
  minimum: (n: number) => `Mínimo ${n}`,
  maximum: (n: number) => `Máximo ${n}`,
  quantity: 'Cantidad',
  notes: 'Notas',
  notesPlaceholder: 'Ej.: sin cebolla',
  garnishPrice: (price: string) => `+ ${price}`,
  indicators: 'Indicadores del plato',
  indicatorsFailed: 'No pudimos cargar los indicadores del plato.',
} as const;

/**
 * The plate's indicators as read one by one (GET /api/entityindicators/plate/{id}); diner §8:
 * "Indicators failure: error state".
 */
export type PlateDetailIndicators =
  | { readonly state: 'loading' }
  | { readonly state: 'error' }
  | { readonly state: 'ready'; readonly items: readonly PlateIndicator[] };

/**
 * The line total the add button shows: the same line arithmetic as the ticket's (`priceOrder`):
 * unit price with garnishes × quantity, minus the plate discount of the whole line (so a 3x2
 * shows its free unit), rounded once for display. Null while no size is chosen.
 */
export function plateLineTotal(plate: Plate, form: PlateForm, country: string = DEFAULT_COUNTRY): number | null {
  const prices = priceCartItem(plate, form.sizeId, form.garnishes);
  if (!prices) return null;
  const gross = multiply(moneyOf(prices.originalPrice, country), form.quantity);
  const discount = plateLineDiscount(plate.discount, moneyOf(prices.priceWithoutModifiers, country), form.quantity);
  return roundForDisplay(subtract(gross, discount), countryOf(country).mantissa).amount;
}

export interface PlateDetailProps {
  readonly plate: Plate;
  /** The plate's category name as the menu shows it (the cart line keeps it). */
  readonly categoryShowName: string;
  readonly variant?: PlateDetailVariant;
  readonly imageUrl?: string;
  readonly country?: string;
  /** Units of this plate already in the cart: they count towards its maximum. */
  readonly quantityInCart?: number;
  /** The item notes limit in force (`notesLimits(...).item`); null for none. */
  readonly itemNotesLimit?: number | null;
  /** 'upselled' when opened from 'Te recomendamos'. */
  readonly source?: CartItemSource;
  /** The form to start from (a fresh one by default). */
  readonly defaultForm?: PlateForm;
  /** Receives `buildCartItem`'s line; the modal then closes and the form starts over. */
  readonly onAdd: (item: CartItem) => void;
  // Modal variant only.
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly trigger?: ReactNode;
  /** Where focus goes once the modal closes after an add (the Modal's `focusOnClose`). */
  readonly focusAfterAdd?: () => HTMLElement | null | undefined;
  /** Where focus goes once the modal closes without an add; by default what opened it. */
  readonly focusAfterDismiss?: () => HTMLElement | null | undefined;
  /** The plate's indicators, when the page reads them; none shown without. */
  readonly indicators?: PlateDetailIndicators;
}

type GroupMessages = Readonly<Record<string, string>>;

/**
 * The plate configuration (diner §5 "Plate"): size, garnish groups, quantity, notes and the
 * add button with the line total, as a modal or as a page with the same body. All the rules are
 * the domain's plate-form functions; this keeps the form and shows what they answer.
 */
export function PlateDetail({
  plate,
  categoryShowName,
  variant = 'modal',
  imageUrl,
  country = DEFAULT_COUNTRY,
  quantityInCart = 0,
  itemNotesLimit = DEFAULT_ITEM_NOTES_LIMIT,
  source,
  defaultForm,
  onAdd,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  focusAfterAdd,
  focusAfterDismiss,
  indicators,
}: PlateDetailProps) {
  const id = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<PlateForm>(() => defaultForm ?? initialPlateForm(plate));
  const [groupMessages, setGroupMessages] = useState<GroupMessages>({});
  const [quantityMessage, setQuantityMessage] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  // Closed by an add, focus goes to the next step; closed otherwise, back where it came from.
  const added = useRef(false);
  const isOpen = open ?? innerOpen;

  const changeOpen = (next: boolean) => {
    onOpenChange?.(next);
    if (open === undefined) setInnerOpen(next);
  };

  const applyGroup = (group: GarnishGroup, update: PlateFormUpdate) => {
    setForm(update.form);
    setGroupMessages(({ [group.id]: _previous, ...others }) =>
      update.ok ? others : { ...others, [group.id]: update.message },
    );
  };

  // Shown once the diner has tried to add, and live from then on (it clears when fixed).
  const formError = attempted ? plateFormError(plate, form) : null;
  const invalid = new Set(attempted ? invalidGroupIds(plate, form) : []);
  const sizeInvalid = attempted && showsSizeChoice(plate) && form.sizeId === undefined;
  const total = plateLineTotal(plate, form, country);
  const notesCount = notesLength(form.notes);

  const add = () => {
    const result = buildCartItem(plate, form, { categoryShowName, ...(source ? { source } : {}) });
    if (!result.ok) {
      setAttempted(true);
      // Take the diner to the first thing to fix once the invalid marks are rendered.
      requestAnimationFrame(() => {
        bodyRef.current?.querySelector<HTMLInputElement>('[data-state="invalid"] input:not([disabled])')?.focus();
      });
      return;
    }
    onAdd(result.item);
    added.current = true;
    setForm(initialPlateForm(plate));
    setGroupMessages({});
    setQuantityMessage(null);
    setAttempted(false);
    if (variant === 'modal') changeOpen(false);
  };

  const sizeChoice = showsSizeChoice(plate) && (
    <fieldset
      className={styles.group({ state: sizeInvalid ? 'invalid' : 'valid' })}
      data-slot="plate-size"
      data-state={sizeInvalid ? 'invalid' : 'valid'}
    >
      <legend className={styles.legend}>
        <span className={styles.legendName}>{plateDetailMessages.size}</span>
        <Badge tone={sizeInvalid ? 'danger' : 'neutral'}>{plateDetailMessages.mandatory}</Badge>
      </legend>
      <div className={styles.options}>
        {plate.sizes.map((size) => (
          <label key={size.id} className={styles.option}>
            <input
              type="radio"
              className={styles.control}
              name={`${id}-size`}
              checked={form.sizeId === size.id}
              onChange={() => setForm(selectSize(form, plate, size.id))}
            />
            <span className={styles.optionName}>{size.name}</span>
            <span className={styles.optionPrice}>{formatMinorUnits(size.price, country)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  const groups = plate.garnishGroups.map((group) => {
    const count = groupCount(form, group.id);
    const maximum = groupMaximum(group);
    const state = invalid.has(group.id) ? 'invalid' : 'valid';
    const hintId = `${id}-${group.id}-hint`;
    const message = groupMessages[group.id];
    const limits = [
      group.minGarnishAmount > 0 ? plateDetailMessages.minimum(group.minGarnishAmount) : null,
      Number.isFinite(maximum) ? plateDetailMessages.maximum(maximum) : null,
    ].filter(Boolean);
    const radio = swapsChoice(group);
    const visible = group.garnishes.filter((garnish) => garnish.visible);
    return (
      <fieldset
        key={group.id}
        className={styles.group({ state })}
        // The group's message is an alert, said as it comes after a tap; as the description too it would be said twice.
        aria-describedby={limits.length > 0 ? hintId : undefined}
        data-slot="plate-garnish-group"
        data-state={state}
      >
        <legend className={styles.legend}>
          <span className={styles.legendName}>{group.name}</span>
          {group.mandatory && (
            <Badge tone={state === 'invalid' ? 'danger' : 'neutral'}>{plateDetailMessages.mandatory}</Badge>
          )}
          {Number.isFinite(maximum) && (
            <span className={styles.counter} data-slot="plate-garnish-counter">
              {count}/{maximum}
            </span>
          )}
        </legend>
        {limits.length > 0 && (
          <p id={hintId} className={styles.hint}>
            {limits.join(' · ')}
          </p>
        )}
        <div className={styles.options}>
          {visible.map((garnish) => {
            const quantity = garnishQuantity(form, group.id, garnish.id);
            const price = garnish.price > 0 && (
              <span className={styles.optionPrice}>
                {plateDetailMessages.garnishPrice(formatMinorUnits(garnish.price, country))}
              </span>
            );
            if (group.multipleSelection) {
              const nameId = `${id}-${group.id}-${garnish.id}`;
              return (
                <div key={garnish.id} className={styles.option}>
                  <span id={nameId} className={styles.optionName}>
                    {garnish.name}
                  </span>
                  {price}
                  <QuantityStepper
                    size="sm"
                    min={0}
                    value={quantity}
                    aria-labelledby={nameId}
                    onChange={(next) =>
                      next > quantity
                        ? applyGroup(group, incrementGarnish(form, group, garnish.id))
                        : applyGroup(group, { ok: true, form: decrementGarnish(form, group, garnish.id) })
                    }
                  />
                </div>
              );
            }
            return (
              <label key={garnish.id} className={styles.option}>
                <input
                  type={radio ? 'radio' : 'checkbox'}
                  className={styles.control}
                  name={radio ? `${id}-${group.id}` : undefined}
                  checked={quantity > 0}
                  onChange={() => {
                    // A radio only reports being chosen; un-choosing one is handled on click.
                    if (!radio || quantity === 0) applyGroup(group, toggleGarnish(form, group, garnish.id));
                  }}
                  onClick={() => {
                    // An optional radio group can be left empty again by pressing the chosen option.
                    if (radio && quantity > 0 && !group.mandatory) {
                      applyGroup(group, toggleGarnish(form, group, garnish.id));
                    }
                  }}
                />
                <span className={styles.optionName}>{garnish.name}</span>
                {price}
              </label>
            );
          })}
        </div>
        {message && (
          <p role="alert" className={styles.alert} data-slot="plate-garnish-message">
            {message}
          </p>
        )}
      </fieldset>
    );
  });

  const notes = (
    <TextField
      multiline
      label={plateDetailMessages.notes}
      placeholder={plateDetailMessages.notesPlaceholder}
      value={form.notes}
      rows={2}
      counter={itemNotesLimit === null ? null : { length: notesCount, limit: itemNotesLimit }}
      onChange={(event) => setForm(setItemNotes(form, event.currentTarget.value, itemNotesLimit))}
    />
  );

  const body = (
    <div ref={bodyRef} className={styles.body} data-slot="plate-detail-body">
      {imageUrl && (
        <PlateImage
          className={styles.image}
          src={imageUrl}
          width={PLATE_DETAIL_IMAGE_SIZE.width}
          height={PLATE_DETAIL_IMAGE_SIZE.height}
        />
      )}
      {variant === 'page' && plate.description && <p className={styles.description}>{plate.description}</p>}
      {indicators && <IndicatorList indicators={indicators} />}
      {sizeChoice}
      {groups}
      {notes}
    </div>
  );

  const footer = (
    <div className={styles.footer} data-slot="plate-detail-footer">
      {quantityMessage && (
        <p role="alert" className={styles.alert} data-slot="plate-quantity-message">
          {quantityMessage}
        </p>
      )}
      {formError && (
        <p role="alert" className={styles.alert} data-slot="plate-form-error">
          {formError}
        </p>
      )}
      <div className={styles.quantity}>
        <QuantityStepper
          aria-label={plateDetailMessages.quantity}
          min={1}
          value={form.quantity}
          onChange={(next) => {
            const update = changePlateQuantity(form, plate, next, quantityInCart);
            setForm(update.form);
            setQuantityMessage(update.ok ? null : update.message);
          }}
        />
        <Button fullWidth onClick={add} data-slot="plate-detail-add">
          {plateDetailMessages.add(total === null ? null : formatMinorUnits(total, country))}
        </Button>
      </div>
    </div>
  );

  if (variant === 'page') {
    return (
      <article className={styles.page} aria-labelledby={`${id}-title`} data-slot="plate-detail" data-variant="page">
        <h1 id={`${id}-title`} className={styles.pageTitle}>
          {plate.showName}
        </h1>
        {body}
        <div className={styles.pageFooter}>{footer}</div>
      </article>
    );
  }
  return (
    <Modal
      open={isOpen}
      onOpenChange={changeOpen}
      title={plate.showName}
      description={plate.description}
      trigger={trigger}
      footer={footer}
      focusOnClose={() => {
        const next = added.current ? focusAfterAdd?.() : focusAfterDismiss?.();
        added.current = false;
        return next;
      }}
    >
      {body}
    </Modal>
  );
}

function IndicatorList({ indicators }: { readonly indicators: PlateDetailIndicators }) {
  if (indicators.state === 'error') {
    return (
      <p role="status" className={styles.alert} data-slot="plate-indicators-error">
        {plateDetailMessages.indicatorsFailed}
      </p>
    );
  }
  if (indicators.state === 'loading' || indicators.items.length === 0) return null;
  return (
    <ul className={styles.indicators} aria-label={plateDetailMessages.indicators} data-slot="plate-indicators">
      {indicators.items.map((indicator) => (
        <li key={indicator.id}>
          <Badge tone="neutral">{indicator.name}</Badge>
        </li>
      ))}
    </ul>
  );
}
