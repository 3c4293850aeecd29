import { shouldOpenDeliveryCodeModal } from '@comanda/domain';
import { useEffect, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../state/storage.ts';

/** Follow-up §2: the 'Clave de entrega' modal opens once per order, when a valid code exists. */
export function useDeliveryCodeModal(alias: string, orderCode: string, code: string | undefined) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const key = storageKeys.deliveryCodeSeen(alias, orderCode);
    if (!shouldOpenDeliveryCodeModal(code, readStorage(key) !== null)) return;
    writeStorage(key, new Date().toISOString());
    setOpen(true);
  }, [alias, orderCode, code]);
  return { open, setOpen };
}
