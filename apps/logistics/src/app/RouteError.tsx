import { UNEXPECTED_ERROR_MESSAGE } from '@comanda/api';
import { StatusPage } from '@comanda/app-shell';
import { SHIPMENT_ACCESS_DENIED_MESSAGE } from '@comanda/domain/shipments';
import { useDocumentTitle } from '@comanda/ui';

/** No blank page: any error a page throws ends here, with a way back. */
export function RouteError() {
  return <ErrorScreen kind="error" />;
}

/** Any path the app does not know. */
export function NotFoundPage() {
  return <ErrorScreen kind="notFound" />;
}

/** Follow-up §6 and §8: where a 403 on the list or a failed who-am-I sends the rider. */
export function AccessDeniedPage() {
  return <ErrorScreen kind="accessDenied" />;
}

const screens = {
  notFound: { icon: 'notFound', title: 'No encontramos esta página', message: 'Revisá el enlace de tu local.' },
  accessDenied: { icon: 'locked', title: SHIPMENT_ACCESS_DENIED_MESSAGE, message: null },
  error: { icon: 'error', title: 'Algo salió mal', message: UNEXPECTED_ERROR_MESSAGE },
} as const;

function ErrorScreen({ kind }: { readonly kind: keyof typeof screens }) {
  const screen = screens[kind];
  useDocumentTitle(`${screen.title} · Repartidores`);
  return <StatusPage {...screen} action={{ label: 'Ir al inicio', href: '/logistics/' }} />;
}
