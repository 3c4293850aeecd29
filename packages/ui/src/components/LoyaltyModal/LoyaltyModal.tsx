import { parsePercent } from '@comanda/domain/discounts';
import {
  defaultRedemptionPoints,
  type LoyaltyHistoryEntry,
  type LoyaltyProgram,
  loyaltyLimits,
  loyaltyMessages,
  pointsValue,
  type RedemptionContext,
  showsRedeemButton,
  validateRedemption,
  wholePoints,
} from '@comanda/domain/loyalty';
import {
  type CountryCode,
  countries,
  DEFAULT_COUNTRY,
  formatMoney,
  formatScaledNumber,
  moneyOf,
} from '@comanda/domain/money';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LoyaltyModal.css.ts';

/** Diner §9: infinite scroll loads the next page when the sentinel comes within 20 px. */
export const INFINITE_SCROLL_ROOT_MARGIN_PX = 20;

export const loyaltyModalModes = ['info', 'redeem'] as const;
export type LoyaltyModalMode = (typeof loyaltyModalModes)[number];

const points = (n: number) => formatScaledNumber(n, 0);
const percent = (value: unknown) => {
  const parsed = parsePercent(value);
  return parsed ? formatScaledNumber(parsed.amount, parsed.scale, true) : null;
};

export const loyaltyModalTexts = {
  title: loyaltyMessages.modalTitle,
  /** Diner §2 history columns. */
  orders: 'Pedidos',
  points: 'Puntos',
  balance: 'Saldo',
  redeem: 'Canjear',
  /** Decision: the texts below; the spec names the parts of the modal, not their wording. */
  welcome: (name: string) => `Con cada pedido sumás ${name} que podés canjear como descuento en tus próximas compras.`,
  currentBalance: (balance: number, name: string) => `Tu saldo: ${points(balance)} ${name}`,
  accrual: (percentage: string, name: string) => `Sumás en ${name} el ${percentage}% del valor de cada pedido.`,
  pointValue: (value: string, name: string) => `Cada uno de tus ${name} vale ${value}.`,
  minimum: (min: number, name: string) => `Mínimo canjeable: ${points(min)} ${name}.`,
  maximum: (max: number, name: string) => `Máximo canjeable: ${points(max)} ${name}.`,
  maxPercentage: (percentage: string, name: string) => `Con ${name} podés pagar hasta el ${percentage}% de tu pedido.`,
  historyCaption: (name: string) => `Historial de ${name}`,
  emptyHistory: 'Todavía no tenés movimientos.',
  loadingHistory: 'Cargando',
  redeemInput: (name: string) => `${name} a canjear`,
} as const;

export interface LoyaltyModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  readonly mode?: LoyaltyModalMode;
  readonly defaultMode?: LoyaltyModalMode;
  readonly onModeChange?: (mode: LoyaltyModalMode) => void;
  readonly program: LoyaltyProgram;
  /** The diner's balance (ordering customer's loyaltyPointsBalance). */
  readonly balance: number;
  /** What points can pay on this order, integer minor units (the ticket's `loyalty.redeemableAmount`). */
  readonly orderAmount: number;
  readonly country?: CountryCode;
  /** Points already applied to the order: with some, the redeem button does not show. */
  readonly appliedPoints?: number;
  /** Redeem mode's 'Canjear' with points the domain's `validateRedemption` accepts; the modal closes. */
  readonly onRedeem?: (points: number) => void;
  readonly welcome?: ReactNode;
  readonly history?: readonly LoyaltyHistoryEntry[];
  /** A page of history is being fetched: a loading row shows. */
  readonly historyLoading?: boolean;
  /** The last page came back full (domain `hasMoreLoyaltyHistory`). */
  readonly hasMoreHistory?: boolean;
  /** The history's end scrolled into view while more pages exist. */
  readonly onLoadMore?: () => void;
}

/** 'Mis {points name}' (diner §2): the program and the diner's history, or redeeming points on this order. */
export function LoyaltyModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  mode,
  defaultMode = 'info',
  onModeChange,
  program,
  balance,
  orderAmount,
  country = DEFAULT_COUNTRY,
  appliedPoints = 0,
  onRedeem,
  welcome,
  history = [],
  historyLoading = false,
  hasMoreHistory = false,
  onLoadMore,
}: LoyaltyModalProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const [innerMode, setInnerMode] = useState<LoyaltyModalMode>(defaultMode);
  const isOpen = open ?? innerOpen;
  const shownMode = mode ?? innerMode;
  const formId = useId();
  const name = program.name;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const setMode = (next: LoyaltyModalMode) => {
    if (mode === undefined) setInnerMode(next);
    onModeChange?.(next);
  };

  const context: RedemptionContext = { program, balance, orderAmount: moneyOf(orderAmount, country) };
  const canRedeem = Boolean(onRedeem) && showsRedeemButton({ program, balance, appliedPoints });

  // Distinct keys: reusing the info mode's button as the submit button would let the click that
  // switches modes also submit the form, once React has turned it into type="submit".
  const footer =
    shownMode === 'redeem' ? (
      <Button key="redeem-submit" type="submit" form={formId}>
        {loyaltyModalTexts.redeem}
      </Button>
    ) : canRedeem ? (
      <Button key="open-redeem" onClick={() => setMode('redeem')}>
        {loyaltyModalTexts.redeem}
      </Button>
    ) : undefined;

  return (
    <Modal open={isOpen} onOpenChange={setOpen} trigger={trigger} title={loyaltyModalTexts.title(name)} footer={footer}>
      <Stack gap="md" data-slot="loyalty-modal" data-state={shownMode}>
        <Text weight="bold">{loyaltyModalTexts.currentBalance(wholePoints(balance), name)}</Text>
        {shownMode === 'info' ? (
          <>
            <Text size="sm">{welcome ?? loyaltyModalTexts.welcome(name)}</Text>
            <LoyaltyRules program={program} country={country} />
            <LoyaltyHistory
              name={name}
              history={history}
              loading={historyLoading}
              hasMore={hasMoreHistory}
              onLoadMore={onLoadMore}
            />
          </>
        ) : (
          <RedeemForm
            key={String(isOpen)}
            formId={formId}
            name={name}
            context={context}
            onRedeem={(redeemed) => {
              onRedeem?.(redeemed);
              setOpen(false);
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}

function LoyaltyRules({ program, country }: { program: LoyaltyProgram; country: CountryCode }) {
  const name = program.name;
  const limits = loyaltyLimits(program);
  const accrual = percent(program.orderPercentage);
  const currency = countries[country];
  const onePoint = formatMoney(pointsValue(1, { currency: currency.currencyCode, scale: currency.mantissa }), country);
  const maxShare = formatScaledNumber(limits.maxPercentage.amount, limits.maxPercentage.scale, true);
  const fullShare = limits.maxPercentage.amount === 100 * 10 ** limits.maxPercentage.scale;
  return (
    <ul className={styles.rules} data-slot="loyalty-rules">
      {accrual && <li>{loyaltyModalTexts.accrual(accrual, name)}</li>}
      <li>{loyaltyModalTexts.pointValue(onePoint, name)}</li>
      {limits.minPoints > 0 && <li>{loyaltyModalTexts.minimum(limits.minPoints, name)}</li>}
      {limits.maxPoints !== null && <li>{loyaltyModalTexts.maximum(limits.maxPoints, name)}</li>}
      {!fullShare && <li>{loyaltyModalTexts.maxPercentage(maxShare, name)}</li>}
    </ul>
  );
}

interface LoyaltyHistoryProps {
  readonly name: string;
  readonly history: readonly LoyaltyHistoryEntry[];
  readonly loading: boolean;
  readonly hasMore: boolean;
  readonly onLoadMore: (() => void) | undefined;
}

function LoyaltyHistory({ name, history, loading, hasMore, onLoadMore }: LoyaltyHistoryProps) {
  const scrollerRef = useRef<HTMLElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(onLoadMore);
  loadMoreRef.current = onLoadMore;
  const captionId = useId();

  // A new observer per page: one created while the sentinel is already in view reports it at once,
  // so a short page that does not fill the box still asks for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: history.length re-creates the observer per page on purpose.
  useEffect(() => {
    const root = scrollerRef.current;
    const sentinel = sentinelRef.current;
    if (!root || !sentinel || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadMoreRef.current?.();
        }
      },
      { root, rootMargin: `${INFINITE_SCROLL_ROOT_MARGIN_PX}px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loading, history.length]);

  return (
    <section
      ref={scrollerRef}
      className={styles.historyScroller}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box with nothing focusable inside must take focus to be scrolled by keyboard.
      tabIndex={0}
      data-slot="loyalty-history"
    >
      <table className={styles.table}>
        <caption id={captionId}>
          <VisuallyHidden>{loyaltyModalTexts.historyCaption(name)}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {loyaltyModalTexts.orders}
            </th>
            <th scope="col" className={`${styles.headerCell} ${styles.numeric}`}>
              {loyaltyModalTexts.points}
            </th>
            <th scope="col" className={`${styles.headerCell} ${styles.numeric}`}>
              {loyaltyModalTexts.balance}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            // An order can earn and redeem: the code alone does not identify a row.
            <tr
              key={`${entry.orderCode}|${entry.createdAt}|${entry.amount}|${entry.postBalance}`}
              data-slot="loyalty-history-row"
            >
              <td className={styles.cell}>{entry.orderCode}</td>
              <td className={`${styles.cell} ${styles.numeric}`}>
                {entry.amount > 0 ? `+${points(entry.amount)}` : points(entry.amount)}
              </td>
              <td className={`${styles.cell} ${styles.numeric}`}>{points(entry.postBalance)}</td>
            </tr>
          ))}
          {loading && (
            <tr data-slot="loyalty-history-loading">
              <td colSpan={3} className={styles.loadingCell}>
                <Spinner label={loyaltyModalTexts.loadingHistory} />
              </td>
            </tr>
          )}
          {!loading && history.length === 0 && (
            <tr>
              <td colSpan={3} className={styles.cell}>
                {loyaltyModalTexts.emptyHistory}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" data-slot="loyalty-history-sentinel" />
    </section>
  );
}

interface RedeemFormProps {
  readonly formId: string;
  readonly name: string;
  readonly context: RedemptionContext;
  readonly onRedeem: (points: number) => void;
}

function RedeemForm({ formId, name, context, onRedeem }: RedeemFormProps) {
  const [text, setText] = useState(() => String(defaultRedemptionPoints(context)));
  const [error, setError] = useState<string | null>(null);
  const validate = (value: string) => validateRedemption(value.trim() === '' ? Number.NaN : Number(value), context);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    onRedeem(result.points);
  };

  return (
    <form id={formId} className={styles.form} onSubmit={submit} noValidate data-slot="loyalty-redeem-form">
      <TextField
        label={loyaltyModalTexts.redeemInput(name)}
        name="loyaltyPoints"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={error ?? undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          // Once a message shows, it follows the typing; before, typing is not interrupted.
          if (error !== null) {
            const result = validate(next);
            setError(result.ok ? null : result.message);
          }
        }}
      />
    </form>
  );
}
