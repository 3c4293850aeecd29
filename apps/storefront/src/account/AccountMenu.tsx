/**
 * The account drawer and its modals (diner §1, §2, §5): 'Iniciar sesión' by phone (toasts
 * 'Inicio de sesión con éxito' / 'Error iniciando sesión'), 'Mis pedidos' (each order opens its
 * follow-up page), 'Mi beneficio' (the loyalty program and the diner's points, signed in and with
 * an active program only) and 'Cerrar sesión'. 'Mis pedidos' needs a signed-in diner: anonymous,
 * it answers the toast 'Inicie sesión' and offers the sign in.
 */
import { dinerCalls } from '@comanda/api';
import { useCallMutation, useDinerSessionCheck, useLoyaltyProgram, useOrderingCustomer } from '@comanda/api/react';
import { isProgramAvailableAt, type LoyaltyProgram } from '@comanda/domain/loyalty';
import type { CountryCode } from '@comanda/domain/money';
import { parsePhone, requireSignedIn } from '@comanda/domain/validation';
import { AccountDrawer, LoyaltyModal, MyOrdersModal, notify, useNavigate } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { useBranchScope } from '../branch/BranchScope.tsx';
import { menuPaths } from '../pages/menu/links.ts';
import { type DinerSession, signOutDiner, useDinerSession } from '../state/diner-session.ts';
import { DinerSignIn } from './DinerSignIn.tsx';
import { useLoyaltyHistoryPages } from './useLoyaltyHistoryPages.ts';
import { useMyOrders } from './useMyOrders.ts';
import { useReorderOrder } from './useReorderOrder.tsx';

type Open = 'drawer' | 'signIn' | 'orders' | 'benefit' | null;

/** Decision: a diner the branch knows by no name is greeted by their phone. */
function greetingName(session: { readonly phone: string; readonly name?: string }, country: string): string {
  const name = session.name?.trim();
  return name || (parsePhone(session.phone, country)?.international ?? session.phone);
}

export interface AccountMenuProps {
  /** Open the drawer on the first render: the diner tapped 'Mi cuenta' while this module loaded. */
  readonly initiallyOpen?: boolean;
}

/** Loaded on demand by `AccountButton`. */
export function AccountMenu({ initiallyOpen = false }: AccountMenuProps) {
  const { alias, branch, contact, country } = useBranchScope();
  const navigate = useNavigate();
  const session = useDinerSession(branch.id);
  const [open, setOpen] = useState<Open>(initiallyOpen ? 'drawer' : null);
  useForgetEndedSession(session, branch.id);
  const { trigger: endSession } = useCallMutation(dinerCalls.signOutDiner);
  const { loyaltyProgram } = useLoyaltyProgram({ params: { id: branch.id } });
  const program: LoyaltyProgram | null =
    loyaltyProgram && 'name' in loyaltyProgram && isProgramAvailableAt(loyaltyProgram, contact.id)
      ? loyaltyProgram
      : null;
  const { customer } = useOrderingCustomer(
    session && program ? { params: { phone: session.phone }, query: { branchId: branch.id } } : null,
  );
  const repeat = useReorderOrder(alias);
  const history = useLoyaltyHistoryPages(branch.id, session?.phone ?? '', open === 'benefit' && session !== null);

  // A modal opened from the drawer waits for the drawer to close, so focus lands in the modal.
  const openFromDrawer = (next: Open) => setTimeout(() => setOpen(next));
  const closeTo = (name: Open) => (isOpen: boolean) => setOpen(isOpen ? name : null);

  const signOut = async () => {
    signOutDiner();
    try {
      await endSession({});
    } catch {
      // The session stays only until it expires; this browser has forgotten it either way.
    }
  };

  return (
    <>
      <AccountDrawer
        open={open === 'drawer'}
        onOpenChange={(isOpen) => setOpen((current) => (isOpen ? 'drawer' : current === 'drawer' ? null : current))}
        user={session ? { name: greetingName(session, country) } : null}
        hasActiveProgram={program !== null}
        onSignIn={() => openFromDrawer('signIn')}
        onMyOrders={() => {
          const signedIn = requireSignedIn(session !== null);
          if (signedIn.ok) {
            openFromDrawer('orders');
            return;
          }
          notify.info(signedIn.message);
          openFromDrawer('signIn');
        }}
        onMyBenefit={() => openFromDrawer('benefit')}
        onSignOut={() => void signOut()}
      />
      <DinerSignIn
        open={open === 'signIn'}
        onOpenChange={closeTo('signIn')}
        branchId={branch.id}
        country={country}
        onSignedIn={() => setOpen(null)}
      />
      {session && (
        <AccountOrdersModal
          key={session.phone}
          phone={session.phone}
          open={open === 'orders'}
          onOpenChange={closeTo('orders')}
          country={country}
          timeZone={branch.timeZone}
          onSelectOrder={(code) => {
            setOpen(null);
            navigate(menuPaths.order(alias, encodeURIComponent(code)));
          }}
          reorderingCode={repeat.busyCode}
          onReorder={(code) => {
            void repeat.reorder(code).then((read) => read && setOpen(null));
          }}
        />
      )}
      {repeat.modal}
      {session && program && (
        <LoyaltyModal
          open={open === 'benefit'}
          onOpenChange={closeTo('benefit')}
          mode="info"
          program={program}
          balance={customer?.loyaltyPointsBalance ?? 0}
          orderAmount={0}
          country={country}
          history={history.history}
          historyLoading={history.loading}
          hasMoreHistory={history.hasMore}
          onLoadMore={history.loadMore}
        />
      )}
    </>
  );
}

interface AccountOrdersModalProps {
  readonly phone: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly country: CountryCode;
  readonly timeZone: string;
  readonly onSelectOrder: (code: string) => void;
  readonly onReorder: (code: string) => void;
  readonly reorderingCode: string | null;
}

/** 'Mis pedidos' of one diner (keyed by phone: another diner starts from the first page). */
function AccountOrdersModal({
  phone,
  open,
  onOpenChange,
  country,
  timeZone,
  onSelectOrder,
  onReorder,
  reorderingCode,
}: AccountOrdersModalProps) {
  const orders = useMyOrders(phone, open);
  return (
    <MyOrdersModal
      open={open}
      onOpenChange={onOpenChange}
      orders={orders.orders}
      loading={orders.loading}
      country={country}
      timeZone={timeZone}
      onSelectOrder={(order) => onSelectOrder(order.code)}
      hasMore={orders.hasMore}
      loadingMore={orders.loadingMore}
      onLoadMore={orders.loadMore}
      onReorder={(order) => onReorder(order.code)}
      reorderingCode={reorderingCode}
    />
  );
}

/**
 * A session this browser remembers but the server no longer has (expired, signed out elsewhere)
 * is forgotten, so the drawer does not greet a diner whose orders and points it cannot show.
 */
function useForgetEndedSession(session: DinerSession | null, branchId: string) {
  const { dinerSession, isLoading } = useDinerSessionCheck(session ? { query: { branchId } } : null);
  const ended = session !== null && !isLoading && dinerSession !== undefined && !dinerSession.customer;
  useEffect(() => {
    if (ended) signOutDiner();
  }, [ended]);
}
