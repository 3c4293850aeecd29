/**
 * Every Spanish message the specs give for a rule that lives in this package, word for word.
 * Each must (1) still stand in the spec files, and (2) be produced by a `messages.ts` of this
 * package, placeholders aside. A message reworded, dropped or mistyped on either side fails here;
 * the module tests assert when each one is shown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const specDir = path.resolve(here, '../../../docs/spec');
const specText = ['diner-ordering.md', 'follow-up-and-logistics.md']
  .map((file) => readFileSync(path.join(specDir, file), 'utf8'))
  .join('\n');

/** The source of every messages.ts: string and template literals are compared as written. */
const messageSources = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => {
    try {
      return [readFileSync(path.join(here, dir.name, 'messages.ts'), 'utf8')];
    } catch {
      return [];
    }
  })
  .join('\n');

/**
 * A spec placeholder ({n}, {name}, N, ${min}) stands for any `${…}` in a template literal; the
 * spec's '${min}' is itself one (the minimum as money, its currency symbol included).
 */
function sourcePattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const withPlaceholders = escaped
    .replace(/\\\$\\\{\w+\\\}/g, '\\$\\{[^}]+\\}')
    .replace(/\\\{[\w ]+\\\}/g, '\\$\\{[^}]+\\}')
    .replace(/\\\(N\\\)/g, '\\(\\$\\{[^}]+\\}\\)');
  return new RegExp(withPlaceholders);
}

const specMessages = {
  cart: ['Has alcanzado el máximo de unidades ({n}) para este producto'],
  plate: [
    'Revise que haya agregado la cantidad correcta de guarniciones',
    'Ya se ha seleccionado el maximo de opcionales permitidos en este grupo',
    'No se pueden agregar mas que el máximo',
  ],
  address: [
    'Debe ingresar la dirección',
    'Ingrese una dirección',
    'Asegúrese de completar todos los campos obligatorios',
    'Ingrese un entrecalles',
    'Error obteniendo coordenadas',
  ],
  checkout: [
    'Debe ingresar su número de teléfono para continuar.',
    'Debe ingresar su nombre para poder realizar el pedido.',
    'Debe ingresar un número de teléfono válido para continuar.',
    'Debe ingresar número de mesa para poder realizar el pedido.',
    'Debe ingresar su email para poder realizar el pedido',
    'Ingrese un email valido',
    'Ingrese un documento valido',
    'Debe ingresar con cuanto abona para poder realizar el pedido.',
    'El monto con el cual abonará no puede ser menor al precio del pedido.',
    'Debe ingresar dirección para poder realizar el pedido.',
    'Debe ingresar entrecalles para poder realizar el pedido.',
    // The spec writes the minimum as a template placeholder.
    `El precio del pedido debe ser mayor a $${'{min}'}`,
    'En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde',
    'Tu dirección no se encuentra dentro de la zona de entrega.',
    'Estamos calculando el costo de envío, aguarde unos momentos.',
    'En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde',
    'Debe completar correctamente los campos de la tarjeta para continuar.',
    'Debe completar los campos de su tarjeta correctamente',
    'Estamos calculando los horarios del local, aguarde unos momentos.',
    'Seleccione un horario de programación del pedido',
  ],
  card: ['Este campo está incompleto', 'Debe completar correctamente los campos de su tarjeta'],
  discountCode: [
    'Asegurese de haber elegido un medio de pago primero',
    'Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.',
    'Ya tiene envío gratis',
    'Si cambias el medio de pago se borrará el código de descuento',
    'Tiempo de aplicacion del descuento vencido',
    'No se encontró ningún descuento con el código ingresado.',
    'Cupón de Descuento - {code}',
    '(Envio gratis)',
  ],
  loyalty: [
    'El máximo de {name} acumulados es: {n}',
    'El máximo de {name} canjeable es: {n}',
    'El mínimo de {name} canjeable es: {n}',
    'El máximo de {name} utilizable para este pedido es: {n}',
    'Ya ha canjeado este premio',
    'Hubo un error validando sus datos, inténtelo en unos momentos',
  ],
  schedule: ['Local cerrado.', 'Local cerrado, programa tu pedido.', 'En el momento', 'Programado'],
  accounts: [
    'Debe ingresar un número válido',
    'Inicio de sesión con éxito',
    'Error iniciando sesión',
    'Inicie sesión',
    'El número de teléfono es invalido',
    'Debe completar todos los campos para continuar',
    'Los números de teléfono no coinciden',
    'El código de seguridad es erróneo',
  ],
  money: ['Gratis', '(Bonificada)'],
  survey: [
    'La pregunta {title} es obligatoria',
    'Califica tu pedido',
    'Calificar mi pedido',
    '¡Gracias por tu calificación!',
  ],
  order: [
    'Tiempo de pago vencido, vuelva a generar el pedido',
    'Procesando pago',
    'Suma {amount} para tener envío gratis',
    'Suma {amount} para llegar al mínimo',
    '¡Llegaste al mínimo!',
    '¡Tienes envío gratis!',
  ],
  shipments: [
    'Aceptar envío',
    'En el local',
    'En camino al cliente',
    'Entregado',
    'Regreso al local',
    'No hay envíos para entregar',
    'No tienes permisos para ver los envíos',
    'Acceso denegado o link expirado',
    'Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos',
    'Hubo un error buscando el envío, vuelva a intentarlo en unos minutos',
    'Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos',
    'Hubo un error, vuélvalo a intentar en unos minutos',
  ],
  rider: ['Turno iniciado con éxito', 'Turno finalizado con éxito', '¡Hola {name}!'],
  tracking: [
    'Sin repartidor',
    'Entrega estimada: {ETA}',
    'Clave de entrega',
    'El repartidor te solicitará esta clave al entregar el pedido',
    'Comparte la clave {code}',
    'El repartidor confirmará la entrega del pedido con la clave de entrega. ¡Espera a recibir el pedido para compartirla!',
    'Pedido {code}',
  ],
} as const;

describe.each(Object.entries(specMessages))('spec messages of %s', (_module, messages) => {
  it.each(messages)('«%s» stands in the spec and is produced by domain', (message) => {
    expect(specText).toContain(message);
    expect(messageSources).toMatch(sourcePattern(message));
  });
});

it('reads real files (a missing spec or an empty message set cannot pass silently)', () => {
  expect(specText.length).toBeGreaterThan(20_000);
  expect(messageSources).toContain('export const');
});
