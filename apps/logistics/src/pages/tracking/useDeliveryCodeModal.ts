import { shouldOpenDeliveryCodeModal } from '@comanda/domain/tracking';
import { useEffect, useState } from 'react';
import { rememberOnThisPage, useCookieAtMount } from '../../state/page-cookies.tsx';

/** Kept on the order's tracking page (its path), so the server draws its first screen with the modal or without. */
const DELIVERY_CODE_SHOWN_COOKIE = 'comanda_delivery_code_shown';
/** A delivery takes hours; a month covers any return to the link. */
const DELIVERY_CODE_SHOWN_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Follow-up §2: the 'Clave de entrega' modal opens once per order, when a valid code exists. Open
 * from the first render (the server's too: a first visit's first screen shows it, instead of it
 * appearing over the page once the app has run), until the customer closes it.
 */
export function useDeliveryCodeModal(code: string | undefined) {
  const shownBefore = useCookieAtMount(DELIVERY_CODE_SHOWN_COOKIE) !== null;
  const [closed, setClosed] = useState(false);
  const open = !closed && shouldOpenDeliveryCodeModal(code, shownBefore);
  // Open from the first render: part of the page as first drawn, not opening over it.
  const [shownWithPage] = useState(open);
  useEffect(() => {
    if (open) rememberOnThisPage(DELIVERY_CODE_SHOWN_COOKIE, '1', DELIVERY_CODE_SHOWN_MAX_AGE_S);
  }, [open]);
  return { open, shownWithPage, onOpenChange: (next: boolean) => setClosed(!next) };
}
